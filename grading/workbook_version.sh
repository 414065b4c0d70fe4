# What a handout says of the workbook it was made from, and the grader checks: sourced by
# grading/make_handout.sh, grading/grade_class.sh and grading/check_handout.sh.

# The first words of the first line of each file of a kit in a handout, before the version.
handout_stamp="// From the handout of the Sudoku workbook "

# The version of the workbook at $1: the project's, and its last commit with the commit's date.
workbook_version() {
  local project commit
  project=$(sed -n 's/^project(sudoku_workbook VERSION \([0-9.]*\).*/\1/p' "$1/CMakeLists.txt")
  commit=$(git -C "$1" log -1 --format='%h, %cs' 2>/dev/null) || commit="no commit"
  echo "$project ($commit)"
}

# The route a stage's chapter $1 gives a student: the first ```text block of its "Write it
# yourself" section, its fences included.
chapter_route() {
  awk '/^## Write it yourself/ { inside = 1 } inside && /^```text$/ { shown = 1 }
       shown { print } shown && /^```$/ { exit }' "$1"
}

# The commands of the route in chapter $1, one per line: without the fences and comments, each
# continued line joined to the next.
chapter_route_commands() {
  chapter_route "$1" | sed '1d;$d' | sed 's/[[:space:]]*#.*$//' |
    awk '/\\$/ { sub(/\\$/, ""); line = line $0; next } { print line $0; line = "" }' | tr -s ' '
}
