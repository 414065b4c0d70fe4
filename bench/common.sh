# What the measurement scripts share; each one sources it:  source "$(dirname "$0")/common.sh"

# The project's root.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The median of the numbers on standard input, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Stops the script unless the program $1 has been built.
need_program() {
  [ -x "$1" ] || { echo "build the release preset first: $1 not found" >&2; exit 2; }
}
