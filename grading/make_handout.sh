#!/usr/bin/env bash
# Makes a handout: a copy of the workbook for a class, without this repository's history and
# without the answers to the stages it hands out (docs/grading.md, "Running a course").
#
#   grading/make_handout.sh [--stages LIST] OUT
#
#   --stages LIST  the stages handed out, as numbers separated by commas (default 1,2,3,4,5)
#   OUT            the new folder, which must not exist: a git repository of one commit
#
# Made from the last commit. For each stage handed out, the files of its starter kit take the place
# of the stage's own (they throw "not written yet" until the student writes them, and their first
# line says which version of the workbook they come from), every C++ excerpt of those files in the
# chapters becomes a line naming the file and the functions to write, and the stage's answers page
# is left out. The other stages stay whole. HANDOUT.md says what was handed out and from which
# version of the workbook; README.md opens with the student's route.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,16p' "$0" >&2; exit 2; }

stages=1,2,3,4,5
while [ $# -gt 0 ]; do
  case $1 in
    --stages) [ $# -ge 2 ] || usage; stages=$2; shift 2 ;;
    -h | --help) usage ;;
    -*) echo "make_handout.sh: unknown option $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
out=$1
[ ! -e "$out" ] || { echo "make_handout.sh: $out already exists" >&2; exit 2; }
[ ! -e "$here/HANDOUT.md" ] ||
  { echo "make_handout.sh: $here is a handout; make one from the workbook" >&2; exit 2; }
[[ $stages =~ ^[1-5](,[1-5])*$ ]] || { echo "make_handout.sh: --stages $stages: numbers 1 to 5" >&2; exit 2; }
[ -z "$(git -C "$here" status --porcelain)" ] ||
  echo "make_handout.sh: the working tree has changes; the handout is made from the last commit" >&2

source "$here/grading/workbook_version.sh"
version=$(workbook_version "$here")

mkdir -p "$out"
git -C "$here" archive HEAD | tar -x -C "$out"
# The worked example's hand-ins are answers to stage 1.
rm -rf "$out/grading/example"

# The stages handed out: their programs (stage1_naive, ...) and their kits' files.
programs=() kit_files=()
for number in ${stages//,/ }; do
  kit=$(cd "$out/starter" && echo stage"$number"_*)
  programs+=("$kit")
  # Each file of the kit says where it comes from in a first line, which a hand-in keeps and the
  # grader reads; the stage's place gets the same file.
  for file in "$out/starter/$kit/src"/*; do
    name=$(basename "$file")
    sed -i "1i $handout_stamp$version" "$file"
    cp "$file" "$out/$kit/src/$name"
    kit_files+=("$kit/src/$name")
  done
  rm -f "$out/docs/stage${number}_answers.md"
  sed -i "s|^Answers are in \[the answers page\](stage${number}_answers.md).$|The answers are your instructor's: this copy of the workbook leaves them out.|" \
    "$out/docs/stage$number.md"
done

# Each ```cpp block whose first line names a file handed out becomes a line naming that file and
# the functions its kit leaves to write: each definition of the kit's file (a line at the margin
# that is not a statement: a type, then a name and its parenthesis; or a constructor, Type::Type)
# whose body throws "not written yet".
for page in "$out"/docs/*.md "$out/README.md"; do
  awk -v out="$out" -v files=" ${kit_files[*]} " '
    function kit_functions(path,   line, name, names) {
      names = name = ""
      while ((getline line < path) > 0) {
        if ((line ~ /^[A-Za-z_][A-Za-z0-9_:<>,*& ]* [*&]?[A-Za-z_][A-Za-z0-9_:]*\(/ ||
             line ~ /^[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*\(/) &&
            line !~ /^(if|while|for|return|switch|else|do|case) / && line !~ /;$/) {
          match(line, /[A-Za-z_][A-Za-z0-9_:]*\(/)
          name = "`" substr(line, RSTART, RLENGTH - 1) "`"
        }
        if (line ~ /not written yet/ && name != "" && index(", " names ",", ", " name ",") == 0) {
          names = names (names == "" ? "" : ", ") name
        }
      }
      close(path)
      return names
    }
    pending && $1 == "//" && index(files, " " $2 " ") {
      inside = 1; pending = 0
      print "> *Yours to write: `" $2 "`: " kit_functions(out "/" $2) ", from the starter kit; the" \
        " text around says what this part of it does.*"
      next
    }
    pending { print "```cpp"; pending = 0 }
    inside && /^```/ { inside = 0; next }
    inside { next }
    /^```cpp$/ { pending = 1; next }
    { print }' "$page" >"$page.new"
  mv "$page.new" "$page"
done

{
  echo "# Handout"
  echo
  echo "Made from the Sudoku workbook $version by grading/make_handout.sh."
  echo
  echo "Stages handed out, each to write from its starter kit:"
  echo
  for program in "${programs[@]}"; do echo "- $program: $(cd "$out/starter/$program/src" && echo *)"; done
  echo
  echo "A hand-in is a folder per stage, named by its label, with the kit's files at its top, as"
  echo "you wrote them in \`my_stageN\`:"
  echo
  echo '```text'
  echo "NAME/"
  for program in "${programs[@]}"; do
    echo "  ${program%%_*}/      $(cd "$out/starter/$program/src" && echo *)"
  done
  echo '```'
  echo
  echo "Your instructor grades it with the workbook this copy was made from, not with this copy."
} >"$out/HANDOUT.md"

# The README opens with the student's route: the chapter's, shown for the first stage handed out
# as its chapter gives it, a build folder per stage; then it goes on as the workbook's.
first=${stages%%,*}
route=$(mktemp)
{
  sed -n '1p' "$out/README.md"
  echo
  echo "## Your route through this copy"
  echo
  echo "This copy of the workbook leaves to you the stages listed in [HANDOUT.md](HANDOUT.md): their"
  echo "files are the starter kit's, and each function throws \"not written yet\" until you write it."
  echo "Read the stage's chapter (docs/stageN.md): its *Write it yourself* gives the order of work and"
  echo "the commands. You copy the kit to \`my_stageN\`, write your files there, and build them in a"
  echo "folder of that stage's own, \`build/my_stageN\`, so that a stage written earlier keeps its"
  echo "build. For stage $first:"
  echo
  chapter_route "$out/docs/stage$first.md"
  echo
  echo "Hand in each stage as HANDOUT.md says: the kit's files, from \`my_stageN\`. The tests command"
  echo "below builds this whole copy, with the kits in the stages' own folders (\`stageN_name/src/\`):"
  echo "it fails on the stages handed out, whatever \`my_stageN\` holds, and passes on the others."
  # The workbook's own words to students give the route above with another stage: left out.
  sed -n '2,$p' "$out/README.md" | awk '
    /^- \*\*Students\*\*/ { print "- **Students** follow the route above."; skipping = 1; next }
    skipping && /^[^ ]/ { skipping = 0 }
    !skipping { print }'
} >"$route"
mv "$route" "$out/README.md"

git -C "$out" init -q
git -C "$out" add -A
git -C "$out" -c user.name=make_handout -c user.email=handout@localhost commit -q \
  -m "Handout of the Sudoku workbook $version: stages $stages to write"
echo "made $out: stages $stages to write, from the workbook $version"
