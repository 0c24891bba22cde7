#!/usr/bin/env bash
# Group "faults": orientsim record and watch when things go wrong on a real kernel — the device
# unplugged mid-stream, SIGINT and SIGTERM mid-stream, and a SYN_DROPPED flood.
source "$(dirname "$0")/common.sh"
stage_orientsim
TRACE=$TRACES/pose-250.evemu

if ! modprobe -a evdev uinput || [ ! -c /dev/uinput ]; then
  fail uinput "modprobe evdev uinput gave no /dev/uinput"
  finish
  exit 0
fi
why_missing() { echo "orientsim has no '$1' command yet${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"; }
HAVE_WATCH=0
has_command watch && HAVE_WATCH=1

# 1. Unplug: the player (evemu-device, owner of the uinput device) is killed with SIGKILL
#    mid-stream. record and watch exit 4; the recording is a frame-complete prefix of the trace:
#    every frame read before the unplug is in the file.
if has_command record; then
  if start_device; then
    "$ORIENTSIM" record "$NODE" -o "$W/unplug.evemu" 2>"$W/unplug.err" &
    RECPID=$!
    evemu-record "$NODE" "$W/unplug-reference.evemu" 2>/dev/null &
    REFPID=$!
    WPID=""
    if [ $HAVE_WATCH = 1 ]; then
      "$ORIENTSIM" watch "$NODE" --format jsonl >"$W/unplug-watch.jsonl" 2>"$W/unplug-watch.err" &
      WPID=$!
    fi
    ok=1
    for pid in $RECPID $REFPID $WPID; do wait_open "$pid" "$NODE" || ok=0; done
    [ $ok = 1 ] || fail orientsim-record-unplug "a reader did not open $NODE"
    evemu-play "$NODE" <"$TRACE" 2>/dev/null &
    PLAYERPID=$!
    # Mid-stream: once record has written 1000 events (of 7224).
    wait_events "$W/unplug.evemu" 1000 60 || fail orientsim-record-unplug "record wrote under 1000 events in 60 s"
    kill -KILL "$DEVPID" # the unplug: uinput's owner dies, the kernel removes the device
    wait "$DEVPID" 2>/dev/null
    wait "$PLAYERPID" 2>/dev/null
    wait_exit "$RECPID" 10
    REC_RC=$RC
    kill -INT "$REFPID" 2>/dev/null
    wait_exit "$REFPID" 5
    keep "$W/unplug.err" unplug-record.err
    msg=$(tail -n 2 "$W/unplug.err" | tr '\n' ' ')
    if [ "$REC_RC" = 4 ]; then
      pass orientsim-record-unplug-exit "exit 4 after the device vanished mid-stream: $msg"
    else
      fail orientsim-record-unplug-exit "exit $REC_RC (expected 4): $msg"
    fi
    check orientsim-record-unplug-prefix prefix "$TRACE" "$W/unplug.evemu" "record exit $REC_RC"
    # Not judged: at removal evdev_read() returns ENODEV before handing out what is still queued,
    # so each reader loses whatever it had not read yet; how much depends on who was behind.
    kept=$(grep -c '^E: ' "$W/unplug.evemu")
    measure orientsim-record-unplug "orientsim record kept $kept events, evemu-record $(grep -c '^E: ' "$W/unplug-reference.evemu") of the same stream"
    if [ -n "$WPID" ]; then
      wait_exit "$WPID" 10
      msg=$(tail -n 2 "$W/unplug-watch.err" | tr '\n' ' ')
      if [ "$RC" = 4 ]; then
        pass orientsim-watch-unplug-exit "exit 4 after the device vanished: $msg"
      else
        fail orientsim-watch-unplug-exit "exit $RC (expected 4): $msg"
      fi
    else
      skip orientsim-watch-unplug-exit "$(why_missing watch)"
    fi
  else
    fail orientsim-record-unplug "no device"
  fi
else
  skip orientsim-record-unplug "$(why_missing record)"
fi

# 2-3. SIGINT and SIGTERM mid-stream: record exits 0, its file is valid (evemu-device accepts its
#      header) and complete: a frame-complete prefix of the trace.
for sig in INT TERM; do
  name=orientsim-record-sig${sig,,}
  if ! has_command record; then
    skip "$name" "$(why_missing record)"
    continue
  fi
  start_device || {
    fail "$name" "no device"
    continue
  }
  "$ORIENTSIM" record "$NODE" -o "$W/$name.evemu" 2>"$W/$name.err" &
  RECPID=$!
  wait_open "$RECPID" "$NODE" || fail "$name" "orientsim record did not open $NODE"
  evemu-play "$NODE" <"$TRACE" 2>/dev/null &
  PLAYERPID=$!
  wait_events "$W/$name.evemu" 1000 60 || fail "$name" "record wrote under 1000 events in 60 s"
  kill -$sig "$RECPID"
  wait_exit "$RECPID" 10
  REC_RC=$RC
  wait "$PLAYERPID" 2>/dev/null
  stop_device
  msg=$(tail -n 1 "$W/$name.err")
  if [ "$REC_RC" = 0 ]; then
    pass "$name-exit" "exit 0 after SIG$sig mid-stream: $msg"
  else
    fail "$name-exit" "exit $REC_RC after SIG$sig (expected 0): $msg"
  fi
  check "$name-complete" prefix "$TRACE" "$W/$name.evemu" "after SIG$sig"
  # The header is valid: evemu-device creates the device from the recorded file.
  if start_device "$W/$name.evemu"; then
    pass "$name-evemu-device" "evemu-device accepts the interrupted recording ($NODE)"
    stop_device
  else
    fail "$name-evemu-device" "evemu-device rejected the recording: $(tr '\n' ' ' <"$W/evemu-device.out" | cut -c1-200)"
  fi
done

# 4. SYN_DROPPED flood: evemu-play writes the pose trace unpaced (~10k events/s here), faster than
#    a reader drains its 64-event evdev queue. record counts the resyncs and keeps only played
#    frames (plus resync frames); watch, once the device has gone on reporting its final pose for
#    a moment, ends in that pose with no phantom rotation.
if has_command record; then
  if start_device; then
    "$ORIENTSIM" record "$NODE" -o "$W/flood.evemu" 2>"$W/flood.err" &
    RECPID=$!
    WPID=""
    if [ $HAVE_WATCH = 1 ]; then
      "$ORIENTSIM" watch "$NODE" --format jsonl >"$W/flood-watch.jsonl" 2>"$W/flood-watch.err" &
      WPID=$!
    fi
    for pid in $RECPID $WPID; do wait_open "$pid" "$NODE" || fail orientsim-flood "a reader did not open $NODE"; done
    play "$NODE" "$TRACES/burst.evemu"
    BURST_SECONDS=$PLAY_SECONDS
    sleep 1
    kill -INT "$RECPID"
    wait_exit "$RECPID" 10
    REC_RC=$RC
    # The device then keeps reporting its final pose at 250 Hz, as a real sensor does: a
    # detector decides on samples, and the flood may have dropped nearly all of that pose's
    # (record is stopped first, so it holds only what the flood played).
    if [ -n "$WPID" ]; then
      play "$NODE" "$TRACES/burst-tail.evemu"
      sleep 0.5
      kill -INT "$WPID"
    fi
    msg=$(tail -n 1 "$W/flood.err")
    measure orientsim-flood "evemu-play wrote $(grep -c '^E: ' "$TRACES/burst.evemu") events in ${BURST_SECONDS}s; record: $msg"
    drops=$(grep -oE '[0-9]+ SYN_DROPPED' "$W/flood.err" | grep -oE '^[0-9]+' | tail -n 1)
    if [ "$REC_RC" = 0 ] && [ "${drops:-0}" -gt 0 ]; then
      pass orientsim-flood-resyncs "exit 0, $drops resyncs counted: $msg"
    else
      fail orientsim-flood-resyncs "exit $REC_RC, resyncs reported: ${drops:-none} (the flood must provoke and count SYN_DROPPED): $msg"
    fi
    check orientsim-flood-frames drops "$TRACES/burst.evemu" "$W/flood.evemu" "record under a SYN_DROPPED flood"
    if [ -n "$WPID" ]; then
      wait_exit "$WPID" 10
      keep "$W/flood-watch.err" flood-watch.err
      check orientsim-flood-watch watch-final "$TRACES/pose-250.schedule" "$W/flood-watch.jsonl" "exit $RC"
    else
      skip orientsim-flood-watch "$(why_missing watch)"
    fi
    stop_device
  fi
else
  skip orientsim-flood "$(why_missing record)"
fi
finish
