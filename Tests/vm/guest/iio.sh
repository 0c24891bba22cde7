#!/usr/bin/env bash
# Group "iio": a real kernel IIO accelerometer. Tests/vm/guest/hid_sensor_accel.py emulates a HID
# sensor hub with an Accelerometer 3D over uhid; Debian's hid-sensor-hub and hid-sensor-accel-3d
# bind to it and create the IIO device accel_3d with a buffer and its own trigger. orientsim
# discovers it, reads it buffered and polled, watches, records and replays it, loses it to an
# unplug and is refused it as nobody; the driver-frame table is shown to decide the convention
# both ways.
source "$(dirname "$0")/common.sh"
stage_orientsim
# The poses played (gravity vector per pose; 0.3 s turns between them) and the device
# orientations `watch` must report for them: the app launches into the detector's first
# decision (SPEC §5.5), so the first pose is no change.
SCHEDULE=portrait:1.5,landscapeLeft:1.5,faceUp:1.5,portrait:1.2
EXPECTED="landscapeLeft faceUp portrait"
# The same poses read in the wrong convention (proper acceleration taken for gravity): the app
# launches into the first, mirrored, pose (portraitUpsideDown), so it is no change either.
MIRRORED="landscapeRight faceDown portraitUpsideDown"

if ! modprobe -a uhid hid-sensor-hub hid-sensor-accel-3d 2>"$W/modprobe.err" || [ ! -c /dev/uhid ]; then
  fail iio-driver "modprobe uhid hid-sensor-hub hid-sensor-accel-3d failed: $(cat "$W/modprobe.err")"
  finish
  exit 0
fi
"$PY" -S "$ROOT/Tests/vm/guest/hid_sensor_accel.py" "$OUT" 100 >"$OUT/hub.log" 2>&1 &
HUBPID=$!
for _ in $(seq 1200); do
  [ -f "$OUT/hs-device" ] && break
  kill -0 "$HUBPID" 2>/dev/null || break
  sleep 0.05
done
if [ ! -f "$OUT/hs-device" ]; then
  fail iio-driver "no accel_3d IIO device: $(tail -n 3 "$OUT/hub.log" | tr '\n' ' ') $(dmesg | grep -i hid | tail -n 3 | tr '\n' ' ')"
  kill "$HUBPID" 2>/dev/null
  finish
  exit 0
fi
DEV=$(cat "$OUT/hs-device")
NODE=/dev/${DEV##*/}
TYPE=$(cat "$DEV/scan_elements/in_accel_x_type")
pass iio-driver "hid-sensor-accel-3d bound: $DEV, node $NODE, scan type $TYPE, scale $(cat "$DEV/in_accel_scale"), trigger $(cat "$DEV"/../trigger*/name 2>/dev/null | tr '\n' ' ')"

# device_sequence FILE — the device orientations of a jsonl transcript, consecutive repeats
# removed, space-separated.
device_sequence() {
  grep '"kind":"device"' "$1" | grep -o '"orientation":"[A-Za-z]*"' | cut -d'"' -f4 | uniq \
    | tr '\n' ' ' | sed 's/ $//'
}
# expect_sequence NAME FILE EXPECTED DETAIL
expect_sequence() {
  local got
  got=$(device_sequence "$2")
  if [ "$got" = "$3" ]; then
    pass "$1" "device orientations: $got; $4"
  else
    keep "$2" "$1.jsonl"
    fail "$1" "device orientations '$got', expected '$3'; $4"
  fi
}
# play K SCHEDULE [CONVENTION] — one schedule through the emulated hub; waits for it to end.
play_schedule() {
  echo "$2 ${3:-gravity}" >"$OUT/hs-go-$1.tmp"
  mv "$OUT/hs-go-$1.tmp" "$OUT/hs-go-$1"
  for _ in $(seq 600); do
    [ -f "$OUT/hs-played-$1" ] && break
    kill -0 "$HUBPID" 2>/dev/null || break
    sleep 0.05
  done
  PLAYED=$(cat "$OUT/hs-played-$1" 2>/dev/null || echo "not played")
}
# wait_sysfs PID — until PID has one of the device's sysfs attributes open (a polling reader).
wait_sysfs() {
  local target
  for _ in $(seq 400); do
    for fd in /proc/"$1"/fd/*; do
      target=$(readlink "$fd" 2>/dev/null) || continue
      case $target in */in_accel_x_raw) return 0 ;; esac
    done
    kill -0 "$1" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}
stop_all() { for pid in "$@"; do kill -INT "$pid" 2>/dev/null; done; }
# cpu_ticks PID — user + system clock ticks so far.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo 0; }

# 1. A polled read through the driver (sysfs in_accel_*_raw answers with a GET_REPORT).
raw="$(cat "$DEV/in_accel_x_raw") $(cat "$DEV/in_accel_y_raw") $(cat "$DEV/in_accel_z_raw")"
if [ "$raw" = "0 -1000 0" ]; then
  pass iio-sysfs-raw "in_accel_{x,y,z}_raw read through the driver: $raw (portrait, milli-g, gravity convention)"
else
  fail iio-sysfs-raw "in_accel_{x,y,z}_raw: '$raw', expected '0 -1000 0'"
fi

if [ -z "$ORIENTSIM" ] || [ ! -x "$ORIENTSIM" ]; then
  skip iio-orientsim "orientsim is not built${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
  touch "$OUT/hs-stop"
  wait_exit "$HUBPID" 10
  finish
  exit 0
fi

# 2. Discovery: devices --json lists it with its buffer, own trigger, scale and frame entry.
"$ORIENTSIM" devices --json >"$W/devices.json" 2>"$W/devices.err"
if grep -q '"name":"accel_3d"' "$W/devices.json" && grep -q '"trigger":"accel_3d-dev0"' "$W/devices.json" \
  && grep -q '"buffer":true' "$W/devices.json" && grep -q '"entry":"hid-sensor-accel-3d"' "$W/devices.json" \
  && grep -q '"scale":\[0.00980665,0.00980665,0.00980665\]' "$W/devices.json"; then
  pass iio-devices "devices --json: accel_3d, buffer, trigger accel_3d-dev0, scale 0.00980665 m/s² per unit, frame entry hid-sensor-accel-3d (gravity)"
else
  keep "$W/devices.json" iio-devices.json
  fail iio-devices "devices --json: $(cut -c1-400 "$W/devices.json") $(cat "$W/devices.err")"
fi

# 3. watch, buffered (the node) and polled (the sysfs directory, --poll 25) at once.
"$ORIENTSIM" watch "$NODE" --format jsonl --latency-log "$W/latency-iio.txt" \
  >"$W/watch-buffer.jsonl" 2>"$W/watch-buffer.err" &
WB=$!
"$ORIENTSIM" watch "$DEV" --poll 25 --format jsonl >"$W/watch-poll.jsonl" 2>"$W/watch-poll.err" &
WP=$!
wait_open "$WB" "$NODE" || fail iio-watch-buffered "watch did not open $NODE: $(cat "$W/watch-buffer.err")"
wait_sysfs "$WP" || fail iio-watch-polled "watch --poll did not open in_accel_x_raw: $(cat "$W/watch-poll.err")"
play_schedule 1 "$SCHEDULE"
sleep 0.5
stop_all "$WB" "$WP"
wait_exit "$WB" 10
RB=$RC
wait_exit "$WP" 10
RP=$RC
measure iio-schedule-1 "$PLAYED (reports, seconds)"
keep "$W/watch-buffer.err" iio-watch-buffer.err
expect_sequence iio-watch-buffered "$W/watch-buffer.jsonl" "$EXPECTED" "exit $RB; $(tail -n 1 "$W/watch-buffer.err")"
expect_sequence iio-watch-polled "$W/watch-poll.jsonl" "$EXPECTED" "exit $RP; $(tail -n 1 "$W/watch-poll.err")"
measure latency-iio "IIO buffer, kernel timestamp to record written: $(latency_figures "$W/latency-iio.txt")"
latency_clock latency-iio-clock "$W/latency-iio.txt"
[ "$(cat "$DEV/buffer/enable" 2>/dev/null || cat "$DEV/buffer0/enable")" = 0 ] \
  && pass iio-buffer-released "the buffer is disabled again after watch" \
  || fail iio-buffer-released "buffer/enable is $(cat "$DEV/buffer/enable") after watch ended"

# 4. record (buffered) while a polled watch runs; then replay the recording.
"$ORIENTSIM" record "$NODE" -o "$W/iio.csv" 2>"$W/record.err" &
RECPID=$!
wait_open "$RECPID" "$NODE" || fail iio-record "record did not open $NODE: $(cat "$W/record.err")"
play_schedule 2 "$SCHEDULE"
sleep 0.5
stop_all "$RECPID"
wait_exit "$RECPID" 10
REC_RC=$RC
rows=$(($(wc -l <"$W/iio.csv") - 1))
keep "$W/iio.csv" iio-record.csv
if [ "$REC_RC" = 0 ] && [ "$(head -n 1 "$W/iio.csv")" = "t,x,y,z" ] && [ "$rows" -gt 300 ]; then
  pass iio-record "exit 0 after SIGINT; $rows samples for $PLAYED reports; $(tail -n 1 "$W/record.err")"
else
  fail iio-record "exit $REC_RC, $rows rows: $(tail -n 2 "$W/record.err" | tr '\n' ' ')"
fi
"$ORIENTSIM" replay "$W/iio.csv" --format jsonl >"$W/replay.jsonl" 2>"$W/replay.err"
expect_sequence iio-record-replay "$W/replay.jsonl" "$EXPECTED" "replay exit $?"

# 5. The frame convention both ways: the hub reports proper acceleration (+1 g up). Read with a
#    table that says so (--frames), the poses come out right; read with the built-in table
#    (HID hubs report gravity), every pose comes out mirrored.
cat >"$W/proper.json" <<'JSON'
{"version": 1, "entries": [
  {"id": "test-proper-hub", "bus": "iio", "name": "accel_3d", "convention": "proper-acceleration",
   "why": "this emulated hub reports proper acceleration"}
]}
JSON
echo proper >"$OUT/hs-convention"
sleep 0.1
"$ORIENTSIM" watch "$NODE" --frames "$W/proper.json" --format jsonl >"$W/watch-proper.jsonl" 2>"$W/watch-proper.err" &
WB=$!
"$ORIENTSIM" watch "$DEV" --poll 25 --format jsonl >"$W/watch-mirrored.jsonl" 2>"$W/watch-mirrored.err" &
WP=$!
wait_open "$WB" "$NODE" || fail iio-frame-proper "watch --frames did not open $NODE: $(cat "$W/watch-proper.err")"
wait_sysfs "$WP" || fail iio-frame-built-in "watch --poll did not open in_accel_x_raw"
play_schedule 3 "$SCHEDULE" proper
sleep 0.5
stop_all "$WB" "$WP"
wait_exit "$WB" 10
wait_exit "$WP" 10
echo gravity >"$OUT/hs-convention"
expect_sequence iio-frame-proper "$W/watch-proper.jsonl" "$EXPECTED" "proper acceleration read through a user entry"
expect_sequence iio-frame-built-in-mirrored "$W/watch-mirrored.jsonl" "$MIRRORED" "proper acceleration read as a HID hub's gravity"

# 6. Permission denied: as nobody, the node (root, 0600) and the buffer attributes are refused;
#    exit 77 with the udev rule that grants access.
for cmd in watch record; do
  args=("$NODE")
  [ $cmd = record ] && args+=(-o /tmp/nobody.csv)
  timeout 20 setpriv --reuid=65534 --regid=65534 --clear-groups -- \
    "$ORIENTSIM" $cmd "${args[@]}" >"$W/perm.out" 2>"$W/perm.err"
  rc=$?
  msg=$(tr '\n' ' ' <"$W/perm.err" | cut -c1-300)
  if [ $rc = 77 ] && grep -q 'SUBSYSTEM=="iio"' "$W/perm.err"; then
    pass "iio-$cmd-permission-denied" "exit 77 as nobody on $(ls -l "$NODE" | cut -c1-10) $NODE: $msg"
  else
    fail "iio-$cmd-permission-denied" "exit $rc (expected 77 with the iio udev rule): $msg"
  fi
done

# 7. Unplug: the hub goes away under a running watch; exit 4, everything read so far printed.
"$ORIENTSIM" watch "$NODE" --format jsonl >"$W/watch-unplug.jsonl" 2>"$W/watch-unplug.err" &
WU=$!
wait_open "$WU" "$NODE" || fail iio-unplug "watch did not open $NODE"
play_schedule 4 portrait:0.3,landscapeLeft:1.5
# Idle: no reports arrive; watch sleeps in poll(2) (waking twice a second to check the device).
sleep 1
t0=$(cpu_ticks "$WU")
sleep 4
t1=$(cpu_ticks "$WU")
measure idle-cpu-iio "watch on an idle IIO device: $(awk "BEGIN { printf \"%.2f\", ($t1 - $t0) / $(getconf CLK_TCK) / 4 * 100 }")% of one CPU over 4 s ($((t1 - t0)) ticks)"
touch "$OUT/hs-stop"
wait_exit "$WU" 15
if [ "$RC" = 4 ] && grep -q "device lost" "$W/watch-unplug.err"; then
  pass iio-unplug "exit 4: $(grep -m1 -v '^$' "$W/watch-unplug.err" | cut -c1-160); $(tail -n 1 "$W/watch-unplug.err")"
else
  fail iio-unplug "exit $RC: $(tr '\n' ' ' <"$W/watch-unplug.err" | cut -c1-300)"
fi
expect_sequence iio-unplug-records "$W/watch-unplug.jsonl" "landscapeLeft" "what was read before the unplug"
wait_exit "$HUBPID" 10
keep "$OUT/hub.log" hub.log

# 8. Latency on evdev for comparison: a uinput accelerometer (evemu-device) playing the 250 Hz
#    pose trace into `watch --latency-log`, then idle.
if modprobe -a evdev uinput 2>/dev/null && start_device; then
  "$ORIENTSIM" watch "$NODE" --format jsonl --latency-log "$W/latency-evdev.txt" \
    >"$W/watch-evdev.jsonl" 2>"$W/watch-evdev.err" &
  WE=$!
  if wait_open "$WE" "$NODE"; then
    play "$NODE" "$TRACES/pose-250.evemu"
    sleep 1
    t0=$(cpu_ticks "$WE")
    sleep 4
    t1=$(cpu_ticks "$WE")
    measure idle-cpu-evdev "watch on an idle evdev device: $(awk "BEGIN { printf \"%.2f\", ($t1 - $t0) / $(getconf CLK_TCK) / 4 * 100 }")% of one CPU over 4 s ($((t1 - t0)) ticks)"
  fi
  stop_all "$WE"
  wait_exit "$WE" 10
  stop_device
  measure latency-evdev "evdev (uinput, 250 Hz), kernel timestamp to record written: $(latency_figures "$W/latency-evdev.txt")"
  latency_clock latency-evdev-clock "$W/latency-evdev.txt"
else
  skip latency-evdev "no uinput device"
fi
finish
