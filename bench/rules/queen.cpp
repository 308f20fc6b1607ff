// Wythoff's queen on a 1000 x 1000 board by brute force, as a contest programmer writes it: G(x, y) is the mex of
// the cells left of, below and diagonally below (x, y). The baseline of examples/rules/queen.rules' grid
// (bench/search.mjs compiles it with g++ -O2 and times it beside ruleGrid('queen', 1000, 1000)); a checksum of the
// values shows both computed the same table. Prints {"ms": best of 3, "check": sum of G}.
#include <chrono>
#include <cstdio>
#include <vector>

int main() {
  const int N = 1000;
  double best = 1e18;
  long long check = 0;
  for (int run = 0; run < 3; run++) {
    auto start = std::chrono::steady_clock::now();
    std::vector<int> g(N * N);
    std::vector<int> seen(3 * N + 1, -1);
    for (int x = 0; x < N; x++) {
      for (int y = 0; y < N; y++) {
        int stamp = x * N + y;
        for (int k = 1; k <= x; k++) seen[g[(x - k) * N + y]] = stamp;
        for (int k = 1; k <= y; k++) seen[g[x * N + y - k]] = stamp;
        for (int k = 1; k <= x && k <= y; k++) seen[g[(x - k) * N + y - k]] = stamp;
        int m = 0;
        while (seen[m] == stamp) m++;
        g[x * N + y] = m;
      }
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (ms < best) best = ms;
    check = 0;
    for (int v : g) check += v;
  }
  std::printf("{\"ms\": %.3f, \"check\": %lld}\n", best, check);
}
