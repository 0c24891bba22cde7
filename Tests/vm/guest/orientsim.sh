#!/usr/bin/env bash
# Group "orientsim": orientsim's own commands against real uinput devices — play, record, watch,
# permission denied, and compatibility of its files with the real evemu tools.
source "$(dirname "$0")/common.sh"
stage_orientsim
TRACE=$TRACES/pose-250.evemu

if ! modprobe -a evdev uinput || [ ! -c /dev/uinput ]; then
  fail uinput "modprobe evdev uinput gave no /dev/uinput"
  finish
  exit 0
fi
why_missing() { echo "orientsim has no '$1' command yet${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"; }
if [ -x "$ORIENTSIM" ]; then orientsim_startup; fi
# start_play TRACE [ARGS...] — `orientsim play` in the background, stopped (SIGSTOP) as soon as
# it has printed its node, inside its 5 s --start-delay: readers then take as long as they need
# to open the node (orientsim starts slowly under emulation) and `resume_play` lets it go on.
# Sets PLAYPID and NODE.
start_play() {
  local trace=$1
  shift
  "$ORIENTSIM" play "$trace" --start-delay 5 "$@" >"$W/play.out" 2>"$W/play.err" &
  PLAYPID=$!
  NODE=""
  for _ in $(seq 1200); do
    NODE=$(head -n 1 "$W/play.out" 2>/dev/null)
    if [ -n "$NODE" ] && [ -e "$NODE" ]; then
      kill -STOP "$PLAYPID"
      return 0
    fi
    kill -0 "$PLAYPID" 2>/dev/null || break
    sleep 0.05
  done
  return 1
}
resume_play() { kill -CONT "$PLAYPID"; }

# open_reader NAME PID — waits until PID has opened $NODE and measures how long that took.
open_reader() {
  local t0=$(now)
  if wait_open "$2" "$NODE"; then
    measure "$1-open" "$(elapsed "$t0" "$(now)") s until it held $NODE open"
  else
    return 1
  fi
}

# 1. orientsim play -> kernel -> evemu-record: orientsim play alone, judged by the real tool.
#    One reader per run: the guest has two emulated CPUs, and a second reader competing with the
#    first for them makes both drop frames when the host is busy.
if has_command play; then
  if start_play "$TRACE"; then
    evemu-record "$NODE" "$W/reference.evemu" 2>/dev/null &
    REFPID=$!
    open_reader evemu-record "$REFPID" || fail orientsim-play "evemu-record did not open $NODE"
    resume_play
    t0=$(now)
    wait_exit "$PLAYPID" 60
    PLAY_RC=$RC
    t1=$(now)
    kill -INT "$REFPID" 2>/dev/null
    wait_exit "$REFPID" 5
    keep "$W/play.err" play.err
    measure orientsim-play "exit $PLAY_RC; $(grep -c '^E: ' "$TRACE") events in $(elapsed "$t0" "$t1")s wall (incl. what remained of a 5 s start delay); $(tail -n 1 "$W/play.err")"
    check orientsim-play exact "$TRACE" "$W/reference.evemu" "orientsim play, read by evemu-record"
  else
    fail orientsim-play "no device node from orientsim play: $(tr '\n' ' ' <"$W/play.err" | cut -c1-300)"
    kill "$PLAYPID" 2>/dev/null
  fi
else
  skip orientsim-play "$(why_missing play)"
fi

# 1a. orientsim play -> kernel -> orientsim record: every played event in the file. When play
#     ends it removes its device, so record ends through the unplug path: exit 4.
if has_command play && has_command record; then
  if start_play "$TRACE"; then
    "$ORIENTSIM" record "$NODE" -o "$W/record.evemu" 2>"$W/record.err" &
    RECPID=$!
    open_reader orientsim-record "$RECPID" || fail orientsim-record "orientsim record did not open $NODE"
    resume_play
    wait_exit "$PLAYPID" 60
    wait_exit "$RECPID" 10
    REC_RC=$RC
    keep "$W/record.err" record.err
    # Paced at 250 Hz the reader keeps up and the file is the trace, event for event. When the
    # guest is starved long enough for the kernel's buffer to overflow, orientsim says so
    # (`N SYN_DROPPED`) and writes the resynchronised state: then it is judged as a reader that
    # resyncs — every frame kept was played, in order, and the final state is the played one.
    if grep -q "SYN_DROPPED" "$W/record.err"; then REC_MODE=drops; else REC_MODE=exact; fi
    check orientsim-record "$REC_MODE" "$TRACE" "$W/record.evemu" "record exit $REC_RC: $(head -n 1 "$W/record.err")"
    if [ "$REC_RC" = 4 ]; then
      pass orientsim-record-end-of-device "exit 4 when the player removed the device: $(tail -n 1 "$W/record.err")"
    else
      fail orientsim-record-end-of-device "exit $REC_RC (expected 4): $(tail -n 2 "$W/record.err" | tr '\n' ' ')"
    fi
    cp "$W/record.evemu" "$W/orientsim-written.evemu"
  else
    fail orientsim-record "no device node from orientsim play: $(tr '\n' ' ' <"$W/play.err" | cut -c1-300)"
    kill "$PLAYPID" 2>/dev/null
  fi
else
  skip orientsim-record "$(why_missing record)"
fi

# 1b. orientsim play paces by absolute due times (it catches up when late), so unlike evemu-play it
#     really delivers a 1000 Hz trace at 1000 frames/s: the SYN_DROPPED behaviour at that rate,
#     read by evemu-record. Frames kept must be played frames and the final state the played one.
if has_command play; then
  if start_play "$TRACES/pose-1000.evemu"; then
    evemu-record "$NODE" "$W/play-1000.evemu" 2>/dev/null &
    REFPID=$!
    wait_open "$REFPID" "$NODE" || fail orientsim-play-1000hz "evemu-record did not open $NODE"
    resume_play
    wait_exit "$PLAYPID" 60
    kill -INT "$REFPID" 2>/dev/null
    wait_exit "$REFPID" 5
    check orientsim-play-1000hz raw-drops "$TRACES/pose-1000.evemu" "$W/play-1000.evemu" "orientsim play at 1000 Hz, read by evemu-record"
  else
    fail orientsim-play-1000hz "no device node from orientsim play"
    kill "$PLAYPID" 2>/dev/null
  fi
fi

# 2. evemu compatibility: the file orientsim record wrote is accepted by evemu-device (its header)
#    and evemu-play (its events), and evemu-record gets the same events back.
if [ -s "$W/orientsim-written.evemu" ]; then
  if start_device "$W/orientsim-written.evemu"; then
    evemu-record "$NODE" "$W/replayed.evemu" 2>/dev/null &
    REFPID=$!
    wait_open "$REFPID" "$NODE"
    play "$NODE" "$W/orientsim-written.evemu"
    sleep 0.5
    kill -INT "$REFPID"
    wait_exit "$REFPID" 5
    stop_device
    check evemu-accepts-orientsim-record kernel "$W/orientsim-written.evemu" "$W/replayed.evemu" \
      "evemu-device + evemu-play of orientsim record's file"
  else
    fail evemu-accepts-orientsim-record "evemu-device did not create a device from orientsim record's file: $(tr '\n' ' ' <"$W/evemu-device.out" | cut -c1-200)"
  fi
elif has_command record; then
  fail evemu-accepts-orientsim-record "orientsim record wrote no file to try"
else
  skip evemu-accepts-orientsim-record "$(why_missing record)"
fi

# 3. orientsim convert: evemu -> CSV -> evemu; evemu-device + evemu-play accept the result and
#    the poses survive the round trip.
if has_command convert; then
  if "$ORIENTSIM" convert "$TRACE" -o "$W/pose.csv" 2>"$W/convert.err" \
    && "$ORIENTSIM" convert "$W/pose.csv" -o "$W/converted.evemu" 2>>"$W/convert.err"; then
    if start_device "$W/converted.evemu"; then
      evemu-record "$NODE" "$W/converted-replayed.evemu" 2>/dev/null &
      REFPID=$!
      wait_open "$REFPID" "$NODE"
      play "$NODE" "$W/converted.evemu"
      sleep 0.5
      kill -INT "$REFPID"
      wait_exit "$REFPID" 5
      stop_device
      check evemu-accepts-orientsim-convert kernel "$W/converted.evemu" "$W/converted-replayed.evemu" \
        "CSV -> evemu by orientsim convert, played by evemu-play"
      check orientsim-convert-poses poses "$TRACES/pose-250.schedule" "$W/converted.evemu" "evemu -> CSV -> evemu"
    else
      fail evemu-accepts-orientsim-convert "evemu-device rejected orientsim convert's file: $(tr '\n' ' ' <"$W/evemu-device.out" | cut -c1-200)"
      keep "$W/converted.evemu" converted.evemu
    fi
  else
    fail evemu-accepts-orientsim-convert "orientsim convert failed: $(tr '\n' ' ' <"$W/convert.err" | cut -c1-300)"
  fi
else
  skip evemu-accepts-orientsim-convert "$(why_missing convert)"
fi

# 4. orientsim watch on a uinput accelerometer: the detected device orientations follow the
#    played poses, and the default scene's callbacks appear (SPEC §8.2 jsonl).
if has_command watch; then
  if start_device; then
    "$ORIENTSIM" watch "$NODE" --format jsonl >"$W/watch.jsonl" 2>"$W/watch.err" &
    WPID=$!
    if wait_open "$WPID" "$NODE"; then
      play "$NODE" "$TRACE"
      sleep 1
      kill -INT "$WPID"
      wait_exit "$WPID" 10
      keep "$W/watch.err" watch.err
      check orientsim-watch watch "$TRACES/pose-250.schedule" "$W/watch.jsonl" "exit $RC after SIGINT"
    else
      fail orientsim-watch "orientsim watch did not open $NODE: $(tr '\n' ' ' <"$W/watch.err" | cut -c1-300)"
    fi
    stop_device
  fi
else
  skip orientsim-watch "$(why_missing watch)"
fi

# 5. Permission denied: as nobody, with the node root-only (no udev rule in the guest), record
#    and watch exit 77 and say which group or udev rule grants access (SPEC §7).
if has_command record && start_device; then
  ls -l "$NODE" >"$W/perm.ls"
  for cmd in record watch; do
    has_command $cmd || {
      skip "orientsim-$cmd-permission-denied" "$(why_missing $cmd)"
      continue
    }
    args=("$NODE")
    [ $cmd = record ] && args+=(-o /tmp/nobody.evemu)
    timeout 20 setpriv --reuid=65534 --regid=65534 --clear-groups -- \
      "$ORIENTSIM" $cmd "${args[@]}" >"$W/perm.out" 2>"$W/perm.err"
    rc=$?
    msg=$(tr '\n' ' ' <"$W/perm.err" | cut -c1-300)
    if [ $rc = 77 ] && grep -qiE "group|udev" "$W/perm.err"; then
      pass "orientsim-$cmd-permission-denied" "exit 77 as nobody on $(cut -c1-10 "$W/perm.ls") $NODE: $msg"
    else
      fail "orientsim-$cmd-permission-denied" "exit $rc (expected 77 with group/udev advice): $msg"
    fi
  done
  stop_device
elif ! has_command record; then
  skip orientsim-record-permission-denied "$(why_missing record)"
fi
finish
