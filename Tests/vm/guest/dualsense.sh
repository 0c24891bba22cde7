#!/usr/bin/env bash
# Group "dualsense": a real kernel driver's accelerometer. hid-tools emulates a DualSense over
# uhid; Debian's hid-playstation binds to it and creates the "Motion Sensors" evdev node
# (INPUT_PROP_ACCELEROMETER, 8192 per g). The emulated pad is driven through a pose schedule while
# evemu-record (and orientsim record / watch, when built) read the node.
source "$(dirname "$0")/common.sh"
stage_orientsim
SCHEDULE=${DS_SCHEDULE:-portrait:1.2,landscapeLeft:1.2,portrait:1.0,landscapeRight:1.2,faceUp:1.0}
echo "$SCHEDULE" >"$OUT/schedule"

if ! modprobe -a evdev uhid hid-playstation || [ ! -c /dev/uhid ]; then
  fail dualsense-driver "modprobe evdev uhid hid-playstation failed"
  finish
  exit 0
fi

# python -S: the site machinery costs seconds per start in this guest. The device model is
# hid-tools' PS5ControllerUSB, exported on the host (Tests/vm/lib/dualsense_model.py).
"$PY" -S "$ROOT/Tests/vm/guest/dualsense.py" "$TRACES/dualsense.model" "$OUT" "$SCHEDULE" 250 \
  >"$OUT/dualsense.log" 2>&1 &
DSPID=$!
for _ in $(seq 1800); do
  [ -f "$OUT/ds-node" ] && break
  kill -0 "$DSPID" 2>/dev/null || break
  sleep 0.05
done
if [ ! -f "$OUT/ds-node" ]; then
  fail dualsense-driver "no Motion Sensors node: $(tail -n 3 "$OUT/dualsense.log" | tr '\n' ' ')"
  kill "$DSPID" 2>/dev/null
  finish
  exit 0
fi
NODE=$(cat "$OUT/ds-node")
NAME=$(cat "/sys/class/input/${NODE##*/}/device/name")
evemu-describe "$NODE" >"$OUT/motion-sensors.desc" 2>/dev/null
# P: 40 = INPUT_PROP_ACCELEROMETER; A: 00..02 end with resolution 8192 (DS_ACC_RES_PER_G).
if grep -q '^P: 40 ' "$OUT/motion-sensors.desc" \
  && [ "$(grep -cE '^A: 0[0-2] .* 8192$' "$OUT/motion-sensors.desc")" = 3 ]; then
  pass dualsense-motion-node "$NODE '$NAME': INPUT_PROP_ACCELEROMETER, ABS_X/Y/Z at 8192 per g ($(grep -E '^A: 00' "$OUT/motion-sensors.desc"))"
else
  fail dualsense-motion-node "$NODE '$NAME': $(grep -E '^(P|A):' "$OUT/motion-sensors.desc" | tr '\n' ' ')"
fi

# Readers: evemu-record always; orientsim record and watch when they exist.
readers=()
evemu-record "$NODE" "$W/evemu.evemu" 2>"$W/evemu.err" &
EVPID=$!
readers+=("$EVPID")
wait_open "$EVPID" "$NODE" || fail dualsense-evemu-record "evemu-record did not open $NODE"
REC_PID=""
WATCH_PID=""
if has_command record; then
  "$ORIENTSIM" record "$NODE" -o "$W/orientsim.evemu" >"$W/record.out" 2>"$W/record.err" &
  REC_PID=$!
  wait_open "$REC_PID" "$NODE" || fail dualsense-orientsim-record "orientsim record did not open $NODE"
fi
if has_command watch; then
  "$ORIENTSIM" watch "$NODE" --format jsonl >"$W/watch.jsonl" 2>"$W/watch.err" &
  WATCH_PID=$!
  wait_open "$WATCH_PID" "$NODE" || fail dualsense-orientsim-watch "orientsim watch did not open $NODE"
fi

touch "$OUT/ds-go"
for _ in $(seq 1200); do
  [ -f "$OUT/ds-played" ] && break
  kill -0 "$DSPID" 2>/dev/null || break
  sleep 0.05
done
sleep 0.5
for pid in "$EVPID" $REC_PID $WATCH_PID; do kill -INT "$pid" 2>/dev/null; done
wait_exit "$EVPID" 10
if [ -n "$REC_PID" ]; then
  wait_exit "$REC_PID" 10
  REC_RC=$RC
fi
if [ -n "$WATCH_PID" ]; then
  wait_exit "$WATCH_PID" 10
  WATCH_RC=$RC
fi
touch "$OUT/ds-stop"
wait_exit "$DSPID" 20

if [ -f "$OUT/ds-played" ]; then
  read -r reports seconds <"$OUT/ds-played"
  measure dualsense-reports "$reports HID reports in ${seconds}s ($(awk "BEGIN { printf \"%.0f\", $reports / $seconds }")/s) through uhid"
  check dualsense-evemu-record poses "$OUT/schedule" "$W/evemu.evemu" "$reports reports sent"
else
  fail dualsense-evemu-record "the emulated pad did not finish its schedule: $(tail -n 3 "$OUT/dualsense.log" | tr '\n' ' ')"
fi

if [ -n "$REC_PID" ]; then
  if [ "$REC_RC" = 0 ]; then
    check dualsense-orientsim-record poses "$OUT/schedule" "$W/orientsim.evemu" "exit $REC_RC after SIGINT"
    # The frames orientsim kept are the driver's frames (as evemu-record saw them), and it ends in
    # the same state. Three readers share two emulated CPUs here, so frames lost to SYN_DROPPED
    # are counted, not failed; the pose check above is the assertion.
    check dualsense-orientsim-frames drops "$W/evemu.evemu" "$W/orientsim.evemu" "$(tail -n 1 "$W/record.err")"
  else
    fail dualsense-orientsim-record "exit $REC_RC after SIGINT: $(tail -n 2 "$W/record.err" | tr '\n' ' ')"
  fi
else
  skip dualsense-orientsim-record "orientsim has no 'record' command yet${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
fi
if [ -n "$WATCH_PID" ]; then
  keep "$W/watch.err" dualsense-watch.err
  check dualsense-orientsim-watch watch "$OUT/schedule" "$W/watch.jsonl" "exit $WATCH_RC after SIGINT"
else
  skip dualsense-orientsim-watch "orientsim has no 'watch' command yet${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
fi
finish
