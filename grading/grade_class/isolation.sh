# Who runs the students' code and what it may touch, sourced by grading/grade_class.sh: as root,
# the user of --run-as, in namespaces of its own (no network; whatever it starts ends with it),
# its refused writes recorded by strace, which runs as root; and the grader's files watched.

# The calls that write a file or a folder, and the errors that say the write was refused.
write_calls=open,openat,creat,mkdir,mkdirat,unlink,unlinkat,rmdir,rename,renameat,renameat2,link,linkat,symlink,symlinkat,truncate,chmod,fchmodat,chown,lchown,fchownat,utimensat
refusal='= -1 E(ACCES|PERM|ROFS) '

# Sets isolated, as_student, student_owner and traced: how the students' code is run. As root,
# checks that their user can read what it must and write none of the grader's files.
set_up_isolation() {
  isolated=() as_student=() student_owner="" traced=no
  if [ "$(id -u)" -ne 0 ]; then
    [ -z "$run_as" ] || { echo "grade_class.sh: --run-as: only root can run code as another user" >&2; exit 2; }
    echo "grade_class.sh: warning: graded as $(id -un), not root, the students' code can write whatever" \
      "you can (the catalog, the reference); grade as root or in the container (docs/grading.md)" >&2
    return
  fi
  run_as=${run_as:-nobody}
  id -u "$run_as" >/dev/null 2>&1 || { echo "grade_class.sh: --run-as: no user is named $run_as" >&2; exit 2; }
  student_owner=$(id -u "$run_as"):$(id -g "$run_as")  # for chown
  as_student=(setpriv --reuid="${student_owner%:*}" --regid="${student_owner#*:}" --clear-groups)
  if unshare --net --pid --fork --kill-child --mount-proc true 2>/dev/null; then
    isolated=(unshare --net --pid --fork --kill-child --mount-proc)
  else
    echo "grade_class.sh: warning: no namespaces here (unshare): the students' code keeps the network" >&2
  fi
  strace -f -qq -o /dev/null true 2>/dev/null && traced=yes
  check_student_access
}

# Stops unless the students' user can read the catalog, the reference's programs and the build
# folders, and can write none of the grader's files.
check_student_access() {
  local path
  for path in "$here/grids" "$reference/bin" "$out/build"; do
    "${as_student[@]}" test -r "$path" -a -x "$path" ||
      { echo "grade_class.sh: $run_as cannot read $path: grade from folders others can read" >&2; exit 2; }
  done
  for path in "$here/grids" "$here/grids/easy.txt" "$reference/bin" "$reference/bin/judge" "$out"; do
    if "${as_student[@]}" test -w "$path"; then
      echo "grade_class.sh: $run_as can write $path: run the students' code as a user who cannot (--run-as)" >&2
      exit 2
    fi
  done
}

# Sets `confined` to the words that run a command beside the students' code, its refused writes
# appended to the file $1 (at most a hundred of them); with $2 = student, as the students' user.
confine() {
  confined=()
  [ $traced = no ] || confined=(strace -f -qq --seccomp-bpf -Z -e "trace=$write_calls" -e signal=none
    -o "|awk '/$refusal/ && n++ < 100' >>'$1'")
  confined+=("${isolated[@]}")
  [ "${2:-}" != student ] || confined+=("${as_student[@]}")
}

# The files the students' code tried to write and was refused, from the trace $1: a file opened
# to write, made, removed, renamed or changed. Prints them joined by ", ", the workbook's relative.
refused_writes() {
  [ -s "$1" ] || return 0
  awk -v here="$here/" '
    !/^[0-9]+ +(open|openat)\(/ || /O_(WRONLY|RDWR|CREAT|TRUNC)/ {
      if (!match($0, /"[^"]*"/)) next
      path = substr($0, RSTART + 1, RLENGTH - 2)
      if (index(path, here) == 1) path = substr(path, length(here) + 1)
      if (!(path in seen)) { seen[path] = 1; printf "%s%s", (n++ ? ", " : ""), path }
    }' "$1"
}

# The grader's own files the students' code must leave alone, with their sizes and times: the
# catalog, the tests' expectations, the grading, the reference's programs.
watched_state() {
  find "$here/grids" "$here/tests" "$here/grading" "$reference/bin" -type f -printf '%p %s %T@\n' |
    sort
}

# The grader's files changed since watched_state wrote the file $1, joined by ", ".
watched_changes() {
  diff <(watched_state) "$1" | sed -n "s|^[<>] \(.*\) [0-9]* [0-9.]*\$|\1|p" |
    sed "s|^$here/||" | sort -u | paste -sd, | sed 's/,/, /g'
}
