// HDU 5724, one row of 20 cells as a bitmask, by brute force, as a contest programmer writes it: the baseline the
// rules language is compared with (bench/rules.mjs compiles it with g++ -O2 and times it beside the rule text).
// A chip moves to the nearest empty cell to its right, jumping the chips beside it; moving right raises the mask,
// so the table is filled from the top.
#include <chrono>
#include <cstdio>
#include <vector>

int main() {
  const int C = 20, N = 1 << C;
  double best = 1e18;
  long long check = 0;
  for (int run = 0; run < 5; run++) {
    auto start = std::chrono::steady_clock::now();
    std::vector<int> sg(N);
    for (int b = N - 1; b >= 0; b--) {
      bool seen[32] = {};
      for (int i = 0; i < C; i++) {
        if (!(b >> i & 1)) continue;
        int j = i + 1;
        while (j < C && (b >> j & 1)) j++;
        if (j < C) seen[sg[b ^ (1 << i) ^ (1 << j)]] = true;
      }
      int m = 0;
      while (seen[m]) m++;
      sg[b] = m;
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (ms < best) best = ms;
    check = 0;
    for (int v : sg) check += v;
  }
  std::printf("{\"ms\": %.3f, \"check\": %lld}\n", best, check);
}
