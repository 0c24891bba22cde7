# Shared helpers for guest scripts (sourced). Runs inside the virtme-ng guest as root, with the
# host's root file system shared read-only; only $OUT (the --rwdir) and /tmp are writable.
# Environment from Tests/vm/run: ROOT (project), OUT (results dir), PY (python3), ORIENTSIM
# (binary path, may be empty), TRACES (generated traces).
# Python starts in 5-20 s in this guest (software emulation, every stat over 9p), so guest
# scripts stay in shell and leave trace comparisons to the host: a `check` line names the
# played trace and the recording, and Tests/vm/run judges it after the guest has shut down.
set -u
: "${ROOT:?}" "${OUT:?}" "${PY:?}" "${TRACES:?}"
ORIENTSIM=${ORIENTSIM:-}
DESC=$ROOT/Tests/vm/fixtures/accelerometer.desc
DEVNAME="orientsim test accelerometer"
W=$(mktemp -d /tmp/vmtest.XXXXXX)
export LC_ALL=C

# result STATUS NAME DETAIL — one line per test in $OUT/results (read by Tests/vm/run).
result() {
  printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$OUT/results"
  echo "[$(cut -d' ' -f1 /proc/uptime)] [$1] $2: $3"
}
pass() { result PASS "$@"; }
fail() { result FAIL "$@"; }
skip() { result SKIP "$@"; }
# check NAME MODE PLAYED RECORDED [DETAIL] — judged on the host with evemu_tool.py compare
# (MODE: exact, drops, raw-drops, prefix, poses or watch). RECORDED is copied into $OUT.
check() {
  local copy=$OUT/$1.recorded-${4##*/} played=$3
  cp "$4" "$copy" 2>/dev/null || true
  # The host sees the shared root and $OUT, not the guest's /tmp.
  if [ "${played#"$W"/}" != "$played" ]; then
    cp "$played" "$OUT/$1.played-${played##*/}"
    played=$OUT/$1.played-${played##*/}
  fi
  printf 'CHECK\t%s\t%s %s %s %s\n' "$1" "$2" "$played" "$copy" "${5:-}" >>"$OUT/results"
  echo "[CHECK] $1: $2 ${5:-}"
}
# measure NAME VALUE — a figure for the report; never judged.
measure() {
  printf '%s\t%s\n' "$1" "$2" >>"$OUT/measurements"
  echo "[measure] $1: $2"
}

now() { date +%s.%N; }
elapsed() { awk "BEGIN { printf \"%.3f\", $2 - $1 }"; }
# latency_figures FILE — "N samples: median X ms, p99 Y ms, max Z ms" of a --latency-log.
latency_figures() {
  sort -g "$1" | awk '{ v[NR] = $1 * 1000 } END {
    if (NR == 0) { print "no samples"; exit }
    p99 = int(NR * 0.99 + 0.999); if (p99 > NR) p99 = NR
    printf "%d samples: median %.2f ms, p99 %.2f ms, max %.2f ms", NR, v[int((NR + 1) / 2)], v[p99], v[NR] }'
}
# latency_clock NAME FILE — judged: every latency is measured on the clock the sample was stamped
# on, so none is negative and none is absurd (a wrong clock gives ±the epoch, ~1.8e9 s).
latency_clock() {
  local range
  range=$(sort -g "$2" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { if (NR) printf "%.6f %.6f", lo, hi }')
  if [ -n "$range" ] && awk -v r="$range" 'BEGIN { split(r, v, " "); exit !(v[1] >= 0 && v[2] < 5) }'; then
    pass "$1" "every latency between 0 and 5 s on the sample's clock (min, max: $range s)"
  else
    keep "$2" "$1.txt"
    fail "$1" "latencies out of [0, 5) s — measured on another clock than the sample's? (min, max: ${range:-no samples})"
  fi
}

# stage_orientsim — copies orientsim and the shared libraries it loads (listed on the host by
# Tests/vm/run: ~90 MB of Swift runtime and Foundation) into the guest's RAM, so that each start
# does not page them in over 9p again; ORIENTSIM then points at the copy. Readable by nobody, for
# the permission test.
stage_orientsim() {
  [ -n "$ORIENTSIM" ] && [ -x "$ORIENTSIM" ] && [ -f "$TRACES/orientsim.libs" ] || return 0
  local t0 dir=/tmp/orientsim-staged
  t0=$(now)
  mkdir -p "$dir/lib" && chmod 755 "$dir" "$dir/lib"
  cp "$ORIENTSIM" "$dir/orientsim" || return 0
  xargs -a "$TRACES/orientsim.libs" cp -L -t "$dir/lib" 2>/dev/null
  export LD_LIBRARY_PATH=$dir/lib
  ORIENTSIM=$dir/orientsim
  measure orientsim-staging "binary and $(wc -l <"$TRACES/orientsim.libs") libraries copied to RAM in $(elapsed "$t0" "$(now)") s"
}

# has_command NAME — whether orientsim is built and has this subcommand.
has_command() {
  [ -n "$ORIENTSIM" ] && [ -x "$ORIENTSIM" ] || return 1
  [ -n "${ORIENTSIM_HELP:-}" ] || ORIENTSIM_HELP=$("$ORIENTSIM" --help 2>&1)
  grep -qE "^ +$1( |\$)" <<<"$ORIENTSIM_HELP"
}

# start_device [DESC] — evemu-device from a description; sets DEVPID and NODE.
start_device() {
  local desc=${1:-$DESC} name
  name=$(sed -n 's/^N: //p' "$desc" | head -n 1)
  evemu-device "$desc" >"$W/evemu-device.out" 2>&1 &
  DEVPID=$!
  NODE=$(find_node "$name" 10) || {
    kill "$DEVPID" 2>/dev/null
    return 1
  }
}

# find_node NAME SECONDS — /dev/input/eventN of the input device named NAME.
find_node() {
  local f i
  for i in $(seq $(($2 * 20))); do
    for f in /sys/class/input/event*/device/name; do
      [ -r "$f" ] && [ "$(cat "$f")" = "$1" ] || continue
      f=${f%/device/name}
      echo "/dev/input/${f##*/}"
      return 0
    done
    sleep 0.05
  done
  return 1
}
stop_device() {
  kill "$DEVPID" 2>/dev/null
  wait "$DEVPID" 2>/dev/null
  # The node disappears asynchronously; wait for it so the next device gets a fresh one.
  for _ in $(seq 50); do [ -e "$NODE" ] || break; sleep 0.05; done
}

# wait_open PID NODE — until PID holds NODE open (a reader attached to evdev queues every
# event from then on, so nothing played afterwards can be missed).
wait_open() {
  local pid=$1 node=$2 target
  for _ in $(seq 200); do
    for fd in /proc/"$pid"/fd/*; do
      target=$(readlink "$fd" 2>/dev/null) || continue
      [ "$target" = "$node" ] && return 0
    done
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}

# wait_exit PID SECONDS — waits for PID; kills it (-KILL) after SECONDS. Sets RC.
wait_exit() {
  local pid=$1 limit=$2 i=0
  while kill -0 "$pid" 2>/dev/null; do
    i=$((i + 1))
    if [ $i -gt $((limit * 20)) ]; then
      kill -KILL "$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
      RC=timeout
      return
    fi
    sleep 0.05
  done
  wait "$pid"
  RC=$?
}

# wait_events FILE N SECONDS — until FILE holds at least N event lines (a recorder that flushes
# per frame is then visibly mid-stream); false on timeout.
wait_events() {
  local i
  for i in $(seq $(($3 * 10))); do
    [ "$(grep -c '^E: ' "$1" 2>/dev/null)" -ge "$2" ] && return 0
    sleep 0.1
  done
  return 1
}

# orientsim_startup — seconds one `orientsim --help` takes here (binary and Swift runtime over
# 9p, under emulation); sets STARTUP (the second, warm start) and measures both.
orientsim_startup() {
  local t0 t1 t2
  t0=$(now)
  "$ORIENTSIM" --help >/dev/null 2>&1
  t1=$(now)
  "$ORIENTSIM" --help >/dev/null 2>&1
  t2=$(now)
  STARTUP=$(elapsed "$t1" "$t2")
  measure orientsim-startup "first $(elapsed "$t0" "$t1") s, then $STARTUP s"
}

# play NODE TRACE — evemu-play, timed; sets PLAY_SECONDS.
play() {
  local t0 t1
  t0=$(now)
  evemu-play "$1" <"$2"
  t1=$(now)
  PLAY_SECONDS=$(elapsed "$t0" "$t1")
}

# keep FILE NAME — copy an artifact into $OUT for post-mortems.
keep() { cp "$1" "$OUT/$2" 2>/dev/null || true; }

finish() {
  echo "done" >"$OUT/done"
}
