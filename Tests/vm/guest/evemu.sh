#!/usr/bin/env bash
# Group "evemu": the real evemu tools against a real uinput accelerometer. Proves the kernel side
# (uinput, evdev queues, SYN_DROPPED) that the orientsim tests rely on, and measures throughput.
source "$(dirname "$0")/common.sh"

# No udevd in the guest, so nothing loads modules on demand: evdev (the /dev/input/event*
# handler, a module in Debian's kernel) and uinput are loaded by hand.
if ! modprobe evdev || ! modprobe uinput || [ ! -c /dev/uinput ]; then
  fail uinput "modprobe evdev uinput gave no /dev/uinput"
  finish
  exit 0
fi

# 1. Device creation from the fixture: properties and absinfo as described.
if start_device; then
  pass evemu-device "$NODE appeared for '$DEVNAME'"
  evemu-describe "$NODE" >"$W/describe.evemu" 2>/dev/null
  keep "$W/describe.evemu" evemu-describe.evemu
  # N, I, P (INPUT_PROP_ACCELEROMETER) and A (range, fuzz, flat, resolution 8192) as described.
  if diff <(grep -E '^(N|I|P|A):' "$DESC") <(grep -E '^(N|I|P|A):' "$W/describe.evemu") >"$W/describe.diff"; then
    pass evemu-describe "N/I/P/A lines of the node equal the fixture's"
  else
    fail evemu-describe "header differs: $(tr '\n' ' ' <"$W/describe.diff" | cut -c1-300)"
  fi
else
  fail evemu-device "no node named '$DEVNAME' appeared"
  finish
  exit 0
fi

# record_play NAME TRACE MODE — evemu-record on the node while evemu-play plays TRACE; the host
# then compares (MODE: exact, or raw-drops: evemu-record reads raw events and does not resync).
record_play() {
  local name=$1 trace=$2 mode=$3 rec=$W/$1.evemu played rate
  evemu-record "$NODE" "$rec" 2>"$W/$name.err" &
  local rpid=$!
  if ! wait_open "$rpid" "$NODE"; then
    fail "$name" "evemu-record did not open $NODE"
    return
  fi
  play "$NODE" "$trace"
  sleep 0.5 # let the reader drain its queue
  kill -INT "$rpid"
  wait_exit "$rpid" 10
  played=$(grep -c '^E: ' "$trace")
  rate=$(awk "BEGIN { printf \"%.0f\", $played / $PLAY_SECONDS }")
  measure "$name" "evemu-play wrote $played events in ${PLAY_SECONDS}s wall (${rate} events/s)"
  check "$name" "$mode" "$trace" "$rec" "${rate} events/s written"
}

# 2. A 250 Hz pose stream: every event comes back, no SYN_DROPPED (SPEC §10).
record_play evemu-roundtrip-250hz "$TRACES/pose-250.evemu" exact
# 3. A 1000 Hz stream: SYN_DROPPED is allowed and counted. After a drop the reader skips to the
#    next SYN_REPORT; every later frame must be a played frame, in the order played. evemu-record
#    does not resync, so an axis ends at the played value only if it changed after the reader's
#    last resumption (orientsim record resyncs, and its flood test asks for the exact final state).
record_play evemu-stream-1000hz "$TRACES/pose-1000.evemu" raw-drops
# 4. No pacing at all: the fastest uinput write rate, and what a reader keeps of it.
record_play evemu-burst "$TRACES/burst.evemu" raw-drops

stop_device
finish
