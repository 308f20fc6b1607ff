//! Animated GIFs of a view's playback, for the places a tutorial lives that run no script (知乎, 微信, slides).
//!
//! The page paints each step of a view and hands the pixels here. Every frame is the whole picture, but only the
//! rectangle that changed since the last one is written, with a palette of its own: its exact colours when it has
//! at most 256 (a view's flat fills and text), else the 256 NeuQuant picks. A step that lights one node costs that
//! node's bytes, and a step that changes nothing lengthens the frame before it. And a still per step, numbered PNGs
//! in one zip, for slides.

use std::borrow::Cow;
use std::collections::HashMap;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

/// The largest side of a frame: a view at twice its size stays well within it, and a frame's pixels stay under
/// 64 MiB.
pub const MAX_SIDE: u32 = 4096;

/// An animated GIF being written, frame by frame.
pub struct Animation {
    width: u16,
    height: u16,
    encoder: Encoder<Vec<u8>>,
    last: Option<Vec<u32>>,
    pending: Option<Frame<'static>>,
}

impl Animation {
    /// An animation of `width` × `height` pixels that loops forever.
    pub fn new(width: u32, height: u32) -> Result<Self, String> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(format!(
                "a frame of {width}×{height} pixels: each side must be 1 to {MAX_SIDE}"
            ));
        }
        let (w, h) = (width as u16, height as u16);
        let mut encoder = Encoder::new(Vec::new(), w, h, &[]).map_err(|e| e.to_string())?;
        encoder.set_repeat(Repeat::Infinite).map_err(|e| e.to_string())?;
        Ok(Animation {
            width: w,
            height: h,
            encoder,
            last: None,
            pending: None,
        })
    }

    /// Adds a frame: `rgba` holds width × height pixels, row by row, shown for `delay` hundredths of a second.
    pub fn add(&mut self, rgba: &[u8], delay: u16) -> Result<(), String> {
        let (w, h) = (self.width as usize, self.height as usize);
        if rgba.len() != w * h * 4 {
            return Err(format!("a frame of {} bytes, not {}×{}×4", rgba.len(), w, h));
        }
        let pixels: Vec<u32> = rgba
            .chunks_exact(4)
            .map(|p| u32::from_be_bytes([p[0], p[1], p[2], 255]))
            .collect();
        let changed = match &self.last {
            None => Some((0, 0, w, h)),
            Some(last) => changed_rect(last, &pixels, w, h),
        };
        match changed {
            None => {
                // Nothing moved: the frame on screen stays longer.
                if let Some(p) = &mut self.pending {
                    p.delay = p.delay.saturating_add(delay);
                }
            }
            Some((x, y, cw, ch)) => {
                self.flush()?;
                let mut frame = encode_rect(&pixels, w, (x, y, cw, ch));
                frame.delay = delay;
                self.pending = Some(frame);
            }
        }
        self.last = Some(pixels);
        Ok(())
    }

    /// The GIF file.
    pub fn finish(mut self) -> Result<Vec<u8>, String> {
        if self.last.is_none() {
            return Err("an animation needs at least one frame".into());
        }
        self.flush()?;
        self.encoder.into_inner().map_err(|e| e.to_string())
    }

    fn flush(&mut self) -> Result<(), String> {
        match self.pending.take() {
            Some(frame) => self.encoder.write_frame(&frame).map_err(|e| e.to_string()),
            None => Ok(()),
        }
    }
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs, or None.
fn changed_rect(a: &[u32], b: &[u32], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let row_differs = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let top = (0..h).find(|&y| row_differs(y))?;
    let bottom = (top..h).rev().find(|&y| row_differs(y)).unwrap_or(top);
    let (mut left, mut right) = (w, 0);
    for y in top..=bottom {
        let row = y * w..(y + 1) * w;
        if let Some(x) = (0..w).find(|&x| a[row.start + x] != b[row.start + x]) {
            left = left.min(x);
            right = right.max(
                (x..w)
                    .rev()
                    .find(|&x| a[row.start + x] != b[row.start + x])
                    .unwrap_or(x),
            );
        }
    }
    Some((left, top, right - left + 1, bottom - top + 1))
}

/// The rectangle of `pixels` (rows of `w`) as a frame placed where it is, never disposed (later frames draw over it).
fn encode_rect(pixels: &[u32], w: usize, (x, y, cw, ch): (usize, usize, usize, usize)) -> Frame<'static> {
    let rect: Vec<u32> = (y..y + ch)
        .flat_map(|r| pixels[r * w + x..r * w + x + cw].iter().copied())
        .collect();
    let mut frame = match exact_palette(&rect) {
        Some((palette, indices)) => Frame {
            width: cw as u16,
            height: ch as u16,
            palette: Some(palette),
            buffer: Cow::Owned(indices),
            ..Frame::default()
        },
        None => {
            let mut rgba: Vec<u8> = rect.iter().flat_map(|p| p.to_be_bytes()).collect();
            // Speed 10 of 1–30: NeuQuant's default trade of quality for time.
            Frame::from_rgba_speed(cw as u16, ch as u16, &mut rgba, 10)
        }
    };
    frame.left = x as u16;
    frame.top = y as u16;
    frame.dispose = DisposalMethod::Keep;
    frame
}

/// The colours of `rect` as a palette (RGB triples) and each pixel's index, when there are at most 256 of them.
fn exact_palette(rect: &[u32]) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut index: HashMap<u32, u8> = HashMap::new();
    let mut palette = Vec::new();
    let mut indices = Vec::with_capacity(rect.len());
    for &p in rect {
        let i = match index.get(&p) {
            Some(&i) => i,
            None => {
                if index.len() == 256 {
                    return None;
                }
                let i = index.len() as u8;
                index.insert(p, i);
                palette.extend_from_slice(&p.to_be_bytes()[..3]);
                i
            }
        };
        indices.push(i);
    }
    Some((palette, indices))
}

/// Files in a zip archive, stored as they are (a numbered PNG per step: PNGs are compressed already), with UTF-8
/// names; at most 65 535 files and 4 GiB, as a zip without its 64-bit extension holds.
#[derive(Default)]
pub struct Archive {
    bytes: Vec<u8>,
    directory: Vec<u8>,
    count: u16,
}

/// 1980-01-01, the first date a zip can say, as MS-DOS writes it: no file here has a date worth keeping.
const DOS_DATE: u16 = 0x21;
const UTF8_NAMES: u16 = 1 << 11;

impl Archive {
    /// Adds file `name` holding `bytes`.
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let offset = u32::try_from(self.bytes.len()).ok();
        let size = u32::try_from(bytes.len()).ok();
        let name_len = u16::try_from(name.len()).ok();
        let (Some(offset), Some(size), Some(name_len), Some(count)) =
            (offset, size, name_len, self.count.checked_add(1))
        else {
            return Err("a zip without its 64-bit extension holds 65 535 files, 4 GiB and names of 64 KiB".into());
        };
        let crc = crc32fast::hash(bytes);
        // The fields a local header and a central directory entry share: version 1.0, UTF-8 names, stored, the date,
        // the CRC, the sizes (stored: both the same), the name's length, no extra field.
        let mut common = Vec::with_capacity(26);
        for v in [10u16, UTF8_NAMES, 0, 0, DOS_DATE] {
            common.extend_from_slice(&v.to_le_bytes());
        }
        for v in [crc, size, size] {
            common.extend_from_slice(&v.to_le_bytes());
        }
        common.extend_from_slice(&name_len.to_le_bytes());
        common.extend_from_slice(&0u16.to_le_bytes());
        self.bytes.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        self.bytes.extend_from_slice(&common);
        self.bytes.extend_from_slice(name.as_bytes());
        self.bytes.extend_from_slice(bytes);
        let d = &mut self.directory;
        d.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        d.extend_from_slice(&20u16.to_le_bytes()); // made by version 2.0
        d.extend_from_slice(&common);
        d.extend_from_slice(&[0; 6]); // no comment, disk 0, no internal attributes
        d.extend_from_slice(&0u32.to_le_bytes()); // no external attributes
        d.extend_from_slice(&offset.to_le_bytes());
        d.extend_from_slice(name.as_bytes());
        self.count = count;
        if self.bytes.len() + self.directory.len() > u32::MAX as usize {
            return Err("a zip without its 64-bit extension holds 4 GiB".into());
        }
        Ok(())
    }

    /// The zip file.
    pub fn finish(mut self) -> Result<Vec<u8>, String> {
        let offset = self.bytes.len() as u32;
        let size = self.directory.len() as u32;
        self.bytes.append(&mut self.directory);
        self.bytes.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
        self.bytes.extend_from_slice(&[0; 4]); // disk 0, the directory on disk 0
        self.bytes.extend_from_slice(&self.count.to_le_bytes());
        self.bytes.extend_from_slice(&self.count.to_le_bytes());
        self.bytes.extend_from_slice(&size.to_le_bytes());
        self.bytes.extend_from_slice(&offset.to_le_bytes());
        self.bytes.extend_from_slice(&0u16.to_le_bytes()); // no comment
        Ok(self.bytes)
    }
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use wasm_bindgen::prelude::*;

    /// An animated GIF being written (see Animation): `new GifAnimation(w, h)`, `add(rgba, delay)`, `finish()`.
    #[wasm_bindgen]
    pub struct GifAnimation(Option<super::Animation>);

    #[wasm_bindgen]
    impl GifAnimation {
        #[wasm_bindgen(constructor)]
        pub fn new(width: u32, height: u32) -> Result<GifAnimation, JsError> {
            Ok(GifAnimation(Some(
                super::Animation::new(width, height).map_err(|e| JsError::new(&e))?,
            )))
        }

        pub fn add(&mut self, rgba: &[u8], delay: u16) -> Result<(), JsError> {
            let a = self
                .0
                .as_mut()
                .ok_or_else(|| JsError::new("the animation is finished"))?;
            a.add(rgba, delay).map_err(|e| JsError::new(&e))
        }

        pub fn finish(&mut self) -> Result<Vec<u8>, JsError> {
            let a = self.0.take().ok_or_else(|| JsError::new("the animation is finished"))?;
            a.finish().map_err(|e| JsError::new(&e))
        }
    }

    /// A zip archive being written (see Archive): `new ZipArchive()`, `add(name, bytes)`, `finish()`.
    #[wasm_bindgen]
    pub struct ZipArchive(Option<super::Archive>);

    #[wasm_bindgen]
    impl ZipArchive {
        #[wasm_bindgen(constructor)]
        #[allow(clippy::new_without_default)]
        pub fn new() -> ZipArchive {
            ZipArchive(Some(super::Archive::default()))
        }

        pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), JsError> {
            let a = self.0.as_mut().ok_or_else(|| JsError::new("the archive is finished"))?;
            a.add(name, bytes).map_err(|e| JsError::new(&e))
        }

        pub fn finish(&mut self) -> Result<Vec<u8>, JsError> {
            let a = self.0.take().ok_or_else(|| JsError::new("the archive is finished"))?;
            a.finish().map_err(|e| JsError::new(&e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every frame as the decoder composes it (each frame drawn over the last), as RGB pixels, with its delay.
    fn decode(bytes: &[u8]) -> Vec<(Vec<[u8; 3]>, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut d = options.read_info(bytes).unwrap();
        let (w, h) = (d.width() as usize, d.height() as usize);
        let mut canvas = vec![[0u8; 3]; w * h];
        let mut out = Vec::new();
        while let Some(f) = d.read_next_frame().unwrap() {
            let pal = f.palette.clone().unwrap();
            for r in 0..f.height as usize {
                for c in 0..f.width as usize {
                    let i = f.buffer[r * f.width as usize + c] as usize;
                    canvas[(f.top as usize + r) * w + f.left as usize + c] =
                        [pal[3 * i], pal[3 * i + 1], pal[3 * i + 2]];
                }
            }
            out.push((canvas.clone(), f.delay));
        }
        out
    }

    /// A w × h picture of a background with one square of `colour` at (x, y).
    fn picture(w: usize, h: usize, square: Option<(usize, usize, [u8; 3])>) -> Vec<u8> {
        let mut px = vec![[250u8, 250, 245, 255]; w * h];
        if let Some((x, y, [r, g, b])) = square {
            for yy in y..y + 4 {
                for xx in x..x + 4 {
                    px[yy * w + xx] = [r, g, b, 255];
                }
            }
        }
        px.concat()
    }

    fn rgb(rgba: &[u8]) -> Vec<[u8; 3]> {
        rgba.chunks_exact(4).map(|p| [p[0], p[1], p[2]]).collect()
    }

    #[test]
    fn frames_decode_to_the_pictures_given_and_unchanged_steps_lengthen_the_last() {
        let (w, h) = (40, 30);
        let frames = [
            picture(w, h, None),
            picture(w, h, Some((3, 5, [200, 40, 10]))),
            picture(w, h, Some((3, 5, [200, 40, 10]))), // the same again: no frame, a longer one
            picture(w, h, Some((30, 20, [20, 60, 200]))),
        ];
        let mut a = Animation::new(w as u32, h as u32).unwrap();
        for f in &frames {
            a.add(f, 90).unwrap();
        }
        let gif = a.finish().unwrap();
        let decoded = decode(&gif);
        assert_eq!(decoded.len(), 3);
        assert_eq!(decoded[0], (rgb(&frames[0]), 90));
        assert_eq!(decoded[1], (rgb(&frames[1]), 180));
        assert_eq!(decoded[2], (rgb(&frames[3]), 90));
    }

    #[test]
    fn a_frame_writes_only_the_rectangle_that_changed() {
        let (w, h) = (64, 48);
        let mut a = Animation::new(w as u32, h as u32).unwrap();
        a.add(&picture(w, h, None), 50).unwrap();
        a.add(&picture(w, h, Some((10, 12, [0, 0, 0]))), 50).unwrap();
        let gif = a.finish().unwrap();
        let mut d = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
        d.read_next_frame().unwrap();
        let second = d.read_next_frame().unwrap().unwrap();
        assert_eq!((second.left, second.top, second.width, second.height), (10, 12, 4, 4));
    }

    #[test]
    fn many_colours_are_quantised_close_to_the_picture() {
        // A gradient of 64 × 64 distinct colours: more than a palette holds.
        let (w, h) = (64usize, 64usize);
        let px: Vec<u8> = (0..w * h)
            .flat_map(|i| [(i % w * 4) as u8, (i / w * 4) as u8, 128, 255])
            .collect();
        let mut a = Animation::new(w as u32, h as u32).unwrap();
        a.add(&px, 10).unwrap();
        let decoded = decode(&a.finish().unwrap());
        let err: f64 = decoded[0]
            .0
            .iter()
            .zip(rgb(&px))
            .map(|(a, b)| (0..3).map(|k| (a[k] as f64 - b[k] as f64).abs()).sum::<f64>())
            .sum::<f64>()
            / (w * h * 3) as f64;
        assert!(err < 10.0, "mean error {err}"); // a wrong palette or index order errs by 60 and more
    }

    #[test]
    fn an_archive_reads_back_its_files() {
        use std::io::Read;
        let mut a = Archive::default();
        a.add("step-1.png", b"first").unwrap();
        a.add("step-2.png", &[0, 1, 2, 255]).unwrap();
        a.add("步骤-3.png", &[]).unwrap();
        let bytes = a.finish().unwrap();
        let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        assert_eq!(z.len(), 3);
        let mut read = |i: usize| {
            let mut f = z.by_index(i).unwrap();
            let mut v = Vec::new();
            f.read_to_end(&mut v).unwrap();
            (f.name().unwrap().to_string(), v)
        };
        assert_eq!(read(0), ("step-1.png".to_string(), b"first".to_vec()));
        assert_eq!(read(1), ("step-2.png".to_string(), vec![0, 1, 2, 255]));
        assert_eq!(read(2), ("步骤-3.png".to_string(), vec![]));
    }

    #[test]
    fn bad_sizes_are_refused() {
        assert!(Animation::new(0, 5).is_err());
        assert!(Animation::new(5000, 5).is_err());
        let mut a = Animation::new(4, 4).unwrap();
        assert!(a.add(&[0; 12], 1).is_err());
        assert!(Animation::new(4, 4).unwrap().finish().is_err());
    }
}
