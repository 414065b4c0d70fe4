#!/usr/bin/env bash
# Writes what the workbook's programs print on the catalog into a folder, timings masked, so that a
# refactoring can be checked byte for byte:
#
#   tools/snapshot_outputs.sh BUILD_DIR OUT_DIR [PATTERN]
#   (change the code, build again)
#   tools/snapshot_outputs.sh BUILD_DIR OUT_DIR2 [PATTERN] && diff -r OUT_DIR OUT_DIR2
#
# PATTERN, an extended regular expression, keeps the snapshots whose names match it: '^(s4|s5)'
# for stages 4 and 5 alone (names start s1_ to s5_, usage., make_puzzles. and compare; grading
# for the grader's reports).
#
# Each file of OUT_DIR holds one command, its standard output, standard error and exit status:
# every solver variant on every catalog file (answers, counts and --stats), --all, --candidates,
# the output formats, every malformed input, usage errors, stage 2's traces, stage 4's --explain
# and --hint logs, stage 5's ratings on both scales and its puzzles for fixed seeds at every size and in every
# mode, make_puzzles and compare_stages. Node limits are fixed so that every command ends within
# seconds; two commands run at a time. Stages 1 to 3 under their node limits take most of the time.
# OUT_DIR/grading then holds what the grader reports on the class of tests/grading
# (tools/snapshot_grading.sh: a few minutes more).
set -euo pipefail

[ $# -eq 2 ] || [ $# -eq 3 ] || { echo "usage: $0 BUILD_DIR OUT_DIR [PATTERN]" >&2; exit 2; }
bin=$(cd "$1" && pwd)/bin
out=$2
pattern=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
[ -x "$bin/stage4_heuristics" ] || { echo "$0: no programs in $bin" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"

# The commands, one per line: the snapshot's file name, a tab, then the command line (run from
# the project's root, words split on spaces).
commands=$(mktemp)
trap 'rm -f "$commands"' EXIT
add() { printf '%s\t%s\n' "$1" "$2" >>"$commands"; }

limit="--node-limit 3000000"
s1=stage1_naive
s2=stage2_deduction_history
s3=stage3_mrv_tables
s4=stage4_heuristics
s5=stage5_generator
techniques="naked-single hidden-single pointing claiming naked-pair hidden-pair naked-triple hidden-triple"

# Every solver form, as a name and the program with its flags.
solvers=("s1_recursive $s1" "s1_iterative $s1 --iterative" "s2_history $s2"
  "s3_tables $s3 --order tables" "s3_static $s3 --order static" "s3_dynamic $s3 --order dynamic"
  "s3_dynamic_copy $s3 --order dynamic-copy" "s3_shuffle $s3 --shuffle 7"
  "s4_default $s4" "s4_all $s4 --techniques all" "s4_general $s4 --general-board"
  "s4_all_general $s4 --techniques all --general-board" "s4_none $s4 --techniques none"
  "s5_rate $s5 --rate")
for off in $techniques; do
  on=$(for t in $techniques; do [ "$t" = "$off" ] || printf '%s,' "$t"; done)
  solvers+=("s4_without_$off $s4 --techniques ${on%,}")
done

for solver in "${solvers[@]}"; do
  name=${solver%% *}
  run=${solver#* }
  for file in grids/*.txt; do
    group=$(basename "$file" .txt)
    # The 64x64 grids' nodes are slow: a variant that cannot prove them stops sooner.
    file_limit=$limit
    [ "$group" = huge ] && file_limit="--node-limit 100000"
    add "$name.$group.solve" "$run --stats $file_limit $file"
    add "$name.$group.count" "$run --count --limit 2 --stats $file_limit $file"
  done
  add "$name.all" "$run --all --limit 5 $limit grids/many_solutions.txt grids/empty.txt"
  add "$name.candidates" "$run --candidates grids/sources.txt grids/sizes.txt"
  add "$name.pretty" "$run --to pretty grids/sources.txt grids/sizes.txt"
  add "$name.sku" "$run --to sku grids/sources.txt"
  add "$name.check" "$run --check --jobs 2 grids/hard.txt grids/large.txt"
  for file in grids/formats/* grids/invalid/*; do
    case $file in *.expected) continue ;; esac
    add "$name.input.$(basename "$file")" "$run $file"
  done
done
add s2_as_source "$s2 --as-source --stats --node-limit 20000 grids/sources.txt grids/easy.txt"
for view in steps candidates units all; do
  add "s2_trace_$view" "$s2 --trace $view --node-limit 20000 grids/sources.txt grids/sizes.txt grids/easy.txt"
done
for technique_set in "" "--techniques all" "--techniques none" "--general-board"; do
  set_name=$(echo "${technique_set:-default}" | tr -d ' -')
  for file in grids/*.txt grids/explain/*.txt; do
    group=$(basename "$file" .txt)
    [ "$group" = huge ] && continue
    [[ $file == grids/explain/* ]] && group=explain_$group  # grids/ has a no_solution.txt too
    add "s4_explain.$set_name.$group" "$s4 --explain $technique_set $limit $file"
    add "s4_hint.$set_name.$group" "$s4 --hint $technique_set $limit $file"
  done
done
for file in grids/explain/*.txt; do
  options=$(sed -n 's/^# options: //p' "$file" | head -1)
  add "s4_explain_file.$(basename "$file" .txt)" "$s4 $options $file"
done
add s5_rate_stats "$s5 --rate --stats --to pretty grids/ratings.txt"
# Both scales of the rating, and puzzles of the levels of Sudoku Explainer's scale.
for file in grids/ratings.txt grids/se_rating/levels.txt grids/explain/every_technique.txt grids/hard.txt; do
  group=$(basename "$file" .txt)
  add "s5_rate_se.$group" "$s5 --rate --scale se $file"
  add "s5_rate_se_csv.$group" "$s5 --rate --scale se --csv $file"
done
for level in simple easy intermediate hard fish-and-wings chains-and-colouring; do
  add "s5_make_se.$level" "$s5 --seed 3 --scale se --difficulty $level --solution"
done

# Stage 5's puzzles for fixed seeds.
for seed in 1 2; do
  for size in 1 4 9 16 25; do
    add "s5_make.$seed.size$size" "$s5 --seed $seed --size $size --count 2 --solution"
    add "s5_make.$seed.size$size.no_unique" "$s5 --seed $seed --size $size --no-unique --count 2"
  done
  for size in 36 49 64; do
    add "s5_make.$seed.size$size.no_unique" "$s5 --seed $seed --size $size --no-unique"
  done
  for size in 4 9 16; do
    add "s5_make.$seed.size$size.minimal" "$s5 --seed $seed --size $size --minimal --count 2"
  done
  add "s5_make.$seed.holes60" "$s5 --seed $seed --holes 60 --count 3"
  add "s5_make.$seed.clues30" "$s5 --seed $seed --clues 30 --count 2"
  add "s5_make.$seed.clues25_minimal" "$s5 --seed $seed --clues 25 --minimal"
  for level in simple easy intermediate hard expert; do
    add "s5_make.$seed.level_$level" "$s5 --seed $seed --difficulty $level --count 2 --solution"
  done
  for symmetry in none rot180 rot90 mirror diagonal; do
    add "s5_make.$seed.symmetry_$symmetry" "$s5 --seed $seed --symmetry $symmetry --count 2"
    add "s5_make.$seed.symmetry_${symmetry}_minimal" "$s5 --seed $seed --symmetry $symmetry --minimal"
  done
  add "s5_make.$seed.jobs" "$s5 --seed $seed --count 6 --jobs 2 --to pretty"
  add "s5_make.$seed.sku" "$s5 --seed $seed --size 16 --to sku"
  add "s5_make.$seed.level_hard_rot180" "$s5 --seed $seed --difficulty hard --symmetry rot180"
done
for box in 2 3 4 5 6; do add "make_puzzles.$box" "make_puzzles $box 11 $((box * box * box * box * 45 / 100))"; done

# Usage: help, version and errors of every program.
for program in $s1 $s2 $s3 $s4 $s5 compare_stages throughput judge make_puzzles; do
  add "usage.$program.help" "$program --help"
  add "usage.$program.version" "$program --version"
  add "usage.$program.unknown" "$program --bogus"
  add "usage.$program.bad_number" "$program --node-limit x grids/easy.txt"
  add "usage.$program.missing_file" "$program grids/no_such_file.txt"
done
add usage.s5_rate_help "$s5 --rate --help"
add usage.s5_bad_size "$s5 --size 10"
add usage.s5_minimal_big "$s5 --size 36 --minimal"
add usage.s4_bad_technique "$s4 --techniques nakedsingle grids/easy.txt"
add usage.s3_bad_order "$s3 --order random grids/easy.txt"
add usage.s2_bad_trace "$s2 --trace none grids/easy.txt"
add compare "compare_stages --stages all --repeat 1 --grids grids/easy.txt grids/sizes.txt"

# Runs the command of one line of $commands and writes its snapshot, timings masked.
snap() {
  local name=$1 command=$2 status=0
  local -a words
  read -r -a words <<<"$command"
  {
    echo "\$ $command"
    "$bin/${words[0]}" "${words[@]:1}" </dev/null >"$out/$name.stdout" 2>"$out/$name.stderr" || status=$?
    echo "--- stdout"
    cat "$out/$name.stdout"
    echo "--- stderr"
    cat "$out/$name.stderr"
    echo "--- status $status"
  } | sed -E -e 's/[0-9][0-9.,]* (s|ms|µs|ns)\b/TIME/g' -e 's/[0-9.,]+ puzzles\/s/RATE puzzles\/s/g' \
    -e 's/\| [0-9.,]+x \|/| SPEEDUP |/g' >"$out/$name.txt"
  rm -f "$out/$name.stdout" "$out/$name.stderr"
}
export -f snap
export bin out
cut -f1 "$commands" | sort | uniq -d | grep . && { echo "$0: names twice" >&2; exit 2; }
if [ -n "$pattern" ]; then
  kept=$(mktemp)
  awk -F '\t' -v pattern="$pattern" '$1 ~ pattern' "$commands" >"$kept"
  mv "$kept" "$commands"
fi
tr '\t' '\n' <"$commands" | tr '\n' '\0' | xargs -0 -n 2 -P 2 bash -c 'snap "$0" "$1"'
echo "$(wc -l <"$commands") snapshots in $out" >&2
if [ -z "$pattern" ] || [[ grading =~ $pattern ]]; then
  "$root/tools/snapshot_grading.sh" "${bin%/bin}" "$out/grading"
fi
