#!/usr/bin/env bash
# Appendix E's rating against Sukaku Explainer's: every puzzle of
# ../shared/datasets/se_rated_diabolical.txt rated by `stage5_generator --rate --scale se`, then
#   - per band of SE's rating, the puzzles and the share rated without a guess;
#   - the Spearman rank correlation of the two ratings (ties ranked by their mean), and the share
#     of puzzles within 0.5 of SE's;
#   - a scatter chart of the two (an SVG, each circle's area the number of puzzles at its point);
#   - how many of the first N puzzles of top1465 (default 1,000), each written 5 other ways (its
#     transpose, its digits relabelled, two rows of a band swapped, two bands swapped, two stacks
#     swapped; the swaps drawn with a fixed seed), get another level or score than the puzzle;
#   - the seconds each rating run took (one run each).
#
#   cmake --preset release && cmake --build --preset release
#   bench/se_rating.sh [SVG] [N]      (SVG: default docs/appendix_e_scatter.svg)
set -euo pipefail
source "$(dirname "$0")/common.sh"
program=$here/build/release/bin/stage5_generator
need_program "$program"
svg=${1:-$here/docs/appendix_e_scatter.svg}
count=${2:-1000}
datasets=$here/../shared/datasets
[ -f "$datasets/se_rated_diabolical.txt" ] || { echo "no $datasets/se_rated_diabolical.txt" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Rates the puzzles of file $1 into the CSV file $2; prints the seconds it took.
rate() {
  local start end
  start=$(date +%s.%N)
  "$program" --rate --scale se --csv "$1" >"$2"
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

# SE's ratings, then ours, joined by puzzle: "puzzle se ours level".
awk '!/^#/ && NF == 2 { print $1 > "'"$work"'/se.txt"; print $1, $2 > "'"$work"'/se_ratings.txt" }' \
  "$datasets/se_rated_diabolical.txt"
seconds=$(rate "$work/se.txt" "$work/ours.csv")
awk -F, 'NR == FNR { split($0, f, " "); se[f[1]] = f[2]; next }
         FNR > 1 && $2 != "none" { print $1, se[$1], $3, $2 }' \
  "$work/se_ratings.txt" "$work/ours.csv" >"$work/joined.txt"

echo "SE-rated puzzles: $(wc -l <"$work/joined.txt") rated in $seconds s"
echo
echo "| SE band | puzzles | rated without a guess | within 0.5 of SE |"
echo "|---|---:|---:|---:|"
awk '{ band = $2 <= 6.0 ? "5.0-6.0" : $2 <= 7.0 ? "6.1-7.0" : $2 <= 7.5 ? "7.1-7.5" : "7.6 and up"
       n[band]++; if ($4 != "guess") solved[band]++; d = $3 - $2; if (d <= 0.5 && d >= -0.5) near[band]++ }
     END { split("5.0-6.0 6.1-7.0 7.1-7.5", low, " ")
           for (i = 1; i <= 3; i++) { b = low[i]; all += n[b]; ok += solved[b] }
           order[1] = "5.0-6.0"; order[2] = "6.1-7.0"; order[3] = "7.1-7.5"; order[4] = "7.6 and up"
           for (i = 1; i <= 4; i++) { b = order[i]
             printf "| %s | %d | %d (%.0f%%) | %.0f%% |\n", b, n[b], solved[b], 100 * solved[b] / n[b], 100 * near[b] / n[b] }
           printf "| up to 7.5 | %d | %d (%.1f%%) | |\n", all, ok, 100 * ok / all }' "$work/joined.txt"

# Spearman: the Pearson correlation of the ranks, ties given the mean of their ranks.
ranks() {  # column $1 of joined.txt -> "line rank"
  awk -v c="$1" '{ print NR, $c }' "$work/joined.txt" | sort -k2,2g |
    awk '{ line[NR] = $1; v[NR] = $2 }
         END { i = 1
               while (i <= NR) { j = i; while (j < NR && v[j + 1] == v[i]) j++
                                 for (k = i; k <= j; k++) print line[k], (i + j) / 2
                                 i = j + 1 } }' | sort -k1,1n
}
paste <(ranks 2) <(ranks 3) | awk '{ x[NR] = $2; y[NR] = $4; sx += $2; sy += $4 }
  END { mx = sx / NR; my = sy / NR
        for (i = 1; i <= NR; i++) { c += (x[i] - mx) * (y[i] - my); vx += (x[i] - mx) ^ 2; vy += (y[i] - my) ^ 2 }
        printf "\nSpearman rank correlation with SE: %.3f\n", c / sqrt(vx * vy) }'
awk '{ d = $3 - $2; if (d <= 0.5 && d >= -0.5) near++ }
     END { printf "within 0.5 of SE: %d of %d (%.0f%%)\n", near, NR, 100 * near / NR }' "$work/joined.txt"

# The scatter chart: SE's rating across, ours up.
awk -v out="$svg" '{ key = $2 " " $3; n[key]++ }
  END {
    W = 640; H = 480; L = 60; R = 20; T = 30; B = 50
    x0 = 5.0; x1 = 9.5; y0 = 5.0; y1 = 9.5
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H > out
    printf "<title>Appendix E: the workbook rating against Sukaku Explainer on %d puzzles</title>\n", NR > out
    printf "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H > out
    for (v = 5; v <= 9.5; v += 0.5) { x = L + (v - x0) / (x1 - x0) * (W - L - R)
      printf "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n", x, T, x, H - B > out
      printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%.1f</text>\n", x, H - B + 16, v > out }
    for (v = 5; v <= 9.5; v += 0.5) { y = H - B - (v - y0) / (y1 - y0) * (H - T - B)
      printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", L, y, W - R, y > out
      printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>\n", L - 6, y + 4, v > out }
    # The diagonal: the two ratings equal.
    printf "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\" stroke-dasharray=\"4 4\"/>\n",
      L, H - B - (x0 - y0) / (y1 - y0) * (H - T - B), W - R, H - B - (x1 - y0) / (y1 - y0) * (H - T - B) > out
    for (key in n) { split(key, pt, " ")
      x = L + (pt[1] - x0) / (x1 - x0) * (W - L - R); y = H - B - (pt[2] - y0) / (y1 - y0) * (H - T - B)
      printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#3465a4\" fill-opacity=\"0.5\"><title>SE %s, workbook %s: %d</title></circle>\n",
        x, y, 2 + sqrt(n[key]) * 1.5, pt[1], pt[2], n[key] > out }
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">Sukaku Explainer rating</text>\n", (L + W - R) / 2, H - 10 > out
    printf "<text x=\"15\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 15 %d)\">workbook rating (--rate --scale se)</text>\n", (T + H - B) / 2, (T + H - B) / 2 > out
    print "</svg>" > out }' "$work/joined.txt"
echo "scatter chart: $svg"

# The isomorphs: 5 other ways of writing each of the first $count puzzles of top1465.
[ "$count" -gt 0 ] || exit 0
grep -E '^[0-9.]{81}$' "$datasets/top1465.txt" >"$work/top1465.txt"
head -n "$count" "$work/top1465.txt" >"$work/top.txt"
awk 'BEGIN { srand(1) }
  function at(p, r, c) { return substr(p, r * 9 + c + 1, 1) }
  { p = $0; t = ""; l = ""; rw = ""; bd = ""; st = ""
    band = int(rand() * 3); a = int(rand() * 3); b = (a + 1 + int(rand() * 2)) % 3
    b1 = int(rand() * 3); b2 = (b1 + 1 + int(rand() * 2)) % 3
    s1 = int(rand() * 3); s2 = (s1 + 1 + int(rand() * 2)) % 3
    for (d = 1; d <= 9; d++) perm[d] = d
    for (d = 9; d > 1; d--) { k = 1 + int(rand() * d); x = perm[d]; perm[d] = perm[k]; perm[k] = x }
    for (r = 0; r < 9; r++) for (c = 0; c < 9; c++) {
      t = t at(p, c, r)
      v = at(p, r, c); l = l (v == "." ? "." : perm[v])
      rr = r; if (r == band * 3 + a) rr = band * 3 + b; else if (r == band * 3 + b) rr = band * 3 + a
      rw = rw at(p, rr, c)
      rb = int(r / 3); rr = r; if (rb == b1) rr = r + (b2 - b1) * 3; else if (rb == b2) rr = r - (b2 - b1) * 3
      bd = bd at(p, rr, c)
      cs = int(c / 3); cc = c; if (cs == s1) cc = c + (s2 - s1) * 3; else if (cs == s2) cc = c - (s2 - s1) * 3
      st = st at(p, r, cc) }
    print t > "'"$work"'/iso1.txt"; print l > "'"$work"'/iso2.txt"; print rw > "'"$work"'/iso3.txt"
    print bd > "'"$work"'/iso4.txt"; print st > "'"$work"'/iso5.txt" }' "$work/top.txt"
seconds=$(rate "$work/top.txt" "$work/top.csv")
echo
echo "top1465, the first $count puzzles: rated in $seconds s"
for i in 1 2 3 4 5; do
  seconds=$(rate "$work/iso$i.txt" "$work/iso$i.csv")
  paste -d, <(cut -d, -f2,3 "$work/top.csv") <(cut -d, -f2,3 "$work/iso$i.csv") |
    awk -F, -v i="$i" -v s="$seconds" 'NR > 1 && ($1 != $3 || $2 != $4) { differ++ }
      END { printf "isomorph %d: %d of %d puzzles rated otherwise (%s s)\n", i, differ, NR - 1, s }'
done
echo
echo "levels of those $count puzzles:"
cut -d, -f2 "$work/top.csv" | tail -n +2 | sort | uniq -c | sort -rn
