// The host side of an embed (embed-demo.html): fit each iframe of embed.html to the height it reports.
addEventListener('message', (e) => {
  if (e.origin !== location.origin || e.data?.type !== 'grundy:height') return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === e.source) {
      frame.height = String(Math.max(200, Math.ceil(e.data.height)));
      frame.dataset.fitted = 'true';
    }
  }
});
