#!/usr/bin/env bash
# Group "hinge": the kernel paths of the foldable hinge sources (SPEC §10.1).
# 1. A lid switch (EV_SW SW_LID) made with evemu-device through uinput; evemu-record reads its
#    events back through evdev.
# 2. Tests/vm/guest/hid_hinge.py emulates a HID Custom sensor that identifies itself as Intel's
#    hinge sensor over uhid. Debian's hid-sensor-hub binds it, hid-sensor-custom matches its LUID
#    and registers HID-SENSOR-INT-020b, and the hinge driver built out of tree by
#    scripts/vm/build-hinge-module (HINGE_KO; HINGE_WHY when it could not be built) creates the
#    IIO device `hinge`, read here through sysfs and its buffer.
# 3. orientsim watch folds and unfolds the app on the real driver's samples (buffered and
#    polled) and on the lid switch; record --hinge then replay --hinge; an unplug is exit 4.
source "$(dirname "$0")/common.sh"
stage_orientsim
HINGE_KO=${HINGE_KO:-}
HINGE_WHY=${HINGE_WHY:-}
LID_DESC=$ROOT/Tests/vm/fixtures/lid-switch.desc

# postures FILE — the postures of a jsonl run's postureDidChange records, in order.
postures() {
  sed -n 's/.*"call":"postureDidChange","args":{"posture":"\([A-Za-z]*\)".*/\1/p' "$1" | tr '\n' ' ' \
    | sed 's/ $//'
}
# sizes FILE — the sizes viewWillTransition(to:with:) went to, WxH, in order.
sizes() {
  sed -n 's/.*"call":"viewWillTransition(to:with:)","args":{"to":\[\([0-9.]*\),\([0-9.]*\)\].*/\1x\2/p' "$1" \
    | tr '\n' ' ' | sed 's/ $//'
}
# judge_fold NAME FILE POSTURES SIZES DETAIL — the run's postures and size transitions.
judge_fold() {
  local got_postures got_sizes
  got_postures=$(postures "$2")
  got_sizes=$(sizes "$2")
  keep "$2" "$1.jsonl"
  if [ "$got_postures" = "$3" ] && [ "$got_sizes" = "$4" ]; then
    pass "$1" "postures $got_postures; size transitions $got_sizes; $5"
  else
    fail "$1" "postures '$got_postures' (expected '$3'), size transitions '$got_sizes' (expected '$4'); $5"
  fi
}
# hinge_rate FILE — when the postures changed (engine seconds), for the report.
hinge_rate() {
  echo "posture changes at $(sed -n 's/^{"t":\([0-9.]*\),.*"call":"postureDidChange".*/\1/p' "$1" | tr '\n' ' ')s"
}

# --- 1. SW_LID through uinput and evdev -------------------------------------------------------
if ! modprobe -a evdev uinput || [ ! -c /dev/uinput ]; then
  fail hinge-lid-device "modprobe evdev uinput gave no /dev/uinput"
elif ! start_device "$LID_DESC"; then
  fail hinge-lid-device "no node for '$(sed -n 's/^N: //p' "$LID_DESC")': $(cat "$W/evemu-device.out")"
else
  LID=$NODE
  evemu-describe "$LID" >"$W/lid-describe.evemu" 2>/dev/null
  keep "$W/lid-describe.evemu" hinge-lid-describe.evemu
  if grep -q '^B: 05 01' "$W/lid-describe.evemu" && grep -q 'Event code 0 (SW_LID)' "$W/lid-describe.evemu"; then
    pass hinge-lid-device "$LID: EV_SW with SW_LID as described"
  else
    fail hinge-lid-device "$LID: $(grep -E '^(B: 05|#.*SW_)' "$W/lid-describe.evemu" | tr '\n' ' ')"
  fi
  evemu-record "$LID" "$W/lid.evemu" 2>"$W/lid-record.err" &
  RECPID=$!
  if wait_open "$RECPID" "$LID"; then
    # Shut, shut again (the input core drops a repeated switch value), open, shut.
    for value in 1 1 0 1; do
      evemu-event "$LID" --type EV_SW --code SW_LID --value "$value" --sync
      sleep 0.1
    done
    sleep 0.3
    kill -INT "$RECPID"
    wait_exit "$RECPID" 10
    keep "$W/lid.evemu" hinge-lid.evemu
    got=$(awk '$1 == "E:" && $3 == "0005" && $4 == "0000" { printf "%d ", $5 }' "$W/lid.evemu")
    if [ "$got" = "1 0 1 " ]; then
      pass hinge-lid-events "evemu-record read SW_LID 1 0 1 (shut, open, shut; the repeated shut dropped by the input core)"
    else
      fail hinge-lid-events "SW_LID values read: '$got', expected '1 0 1 '"
    fi
  else
    fail hinge-lid-events "evemu-record did not open $LID: $(cat "$W/lid-record.err")"
  fi
  # orientsim unfolds and folds the app on the lid switch (SPEC §10.1).
  if [ -n "$ORIENTSIM" ] && [ -x "$ORIENTSIM" ]; then
    LIDPID=$DEVPID
    if start_device "$DESC"; then
      ACC=$NODE
      "$ORIENTSIM" watch "$ACC" --hinge "$LID" --device-profile iphone-duo --profile ios27 \
        --format jsonl >"$W/watch-lid.jsonl" 2>"$W/watch-lid.err" &
      WPID=$!
      if wait_open "$WPID" "$ACC" && wait_open "$WPID" "$LID"; then
        evemu-play "$ACC" <"$TRACES/portrait-50.evemu"
        sleep 0.3
        # The switch is shut from the events above: the app launched folded; open, then shut.
        evemu-event "$LID" --type EV_SW --code SW_LID --value 0 --sync
        sleep 1
        evemu-event "$LID" --type EV_SW --code SW_LID --value 1 --sync
        sleep 1
        kill -INT "$WPID"
        wait_exit "$WPID" 10
        judge_fold hinge-lid-watch "$W/watch-lid.jsonl" "open folded" "951x669 466x678" \
          "exit $RC after SIGINT; $(tail -n 1 "$W/watch-lid.err")"
      else
        kill "$WPID" 2>/dev/null
        fail hinge-lid-watch "watch did not open $ACC and $LID: $(tr '\n' ' ' <"$W/watch-lid.err" | cut -c1-300)"
      fi
      stop_device
    else
      fail hinge-lid-watch "no accelerometer node for the watch"
    fi
    DEVPID=$LIDPID
    NODE=$LID
  else
    skip hinge-lid-watch "orientsim is not built${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
  fi
  stop_device
fi

# --- 2. The HID hinge sensor ------------------------------------------------------------------
if ! modprobe -a uhid hid-sensor-hub 2>"$W/modprobe.err" || [ ! -c /dev/uhid ]; then
  fail hinge-hub "modprobe uhid hid-sensor-hub failed: $(cat "$W/modprobe.err")"
  finish
  exit 0
fi
# hid-sensor-custom must not be loaded yet: loaded before the hub has bound, it reads an empty
# manufacturer and gives up without a message (SPEC §10.1). Nothing loads it on demand here (no
# udevd in the guest).
"$PY" -S "$ROOT/Tests/vm/guest/hid_hinge.py" "$OUT" >"$OUT/hinge-emulator.log" 2>&1 &
EMUPID=$!
stop_emulator() {
  touch "$OUT/hh-stop"
  wait_exit "$EMUPID" 10
}
for _ in $(seq 1200); do
  [ -f "$OUT/hh-hub" ] && break
  kill -0 "$EMUPID" 2>/dev/null || break
  sleep 0.05
done
if [ ! -f "$OUT/hh-hub" ]; then
  fail hinge-hub "hid-sensor-hub created no HID-SENSOR-2000e1: $(tail -n 3 "$OUT/hinge-emulator.log" | tr '\n' ' ') $(dmesg | grep -i hid | tail -n 3 | tr '\n' ' ')"
  stop_emulator
  finish
  exit 0
fi
pass hinge-hub "hid-sensor-hub bound the Custom collection: $(cat "$OUT/hh-hub")"

# The LUID match: hid-sensor-custom registers HID-SENSOR-INT-020b instead of the generic
# custom-sensor interface.
modprobe hid-sensor-custom 2>"$W/modprobe.err" || fail hinge-luid-match "modprobe hid-sensor-custom: $(cat "$W/modprobe.err")"
INT=""
for _ in $(seq 200); do
  INT=$(ls -d /sys/bus/platform/devices/HID-SENSOR-INT-020b* 2>/dev/null | head -n 1)
  [ -n "$INT" ] && break
  sleep 0.05
done
if [ -n "$INT" ]; then
  pass hinge-luid-match "hid-sensor-custom matched INTEL / LUID:020B000000000000: ${INT##*/} (modalias $(cat "$INT/modalias"))"
else
  generic=$(ls /sys/bus/platform/devices/HID-SENSOR-2000e1*/ 2>/dev/null | grep -c '^input-\|^feature-')
  fail hinge-luid-match "no HID-SENSOR-INT-020b under /sys/bus/platform/devices ($generic generic custom-sensor attribute groups instead); $(dmesg | grep -i -E 'hid|sensor' | tail -n 3 | tr '\n' ' ')"
  stop_emulator
  finish
  exit 0
fi

if [ -z "$HINGE_KO" ] || [ ! -f "$HINGE_KO" ]; then
  skip hinge-driver "the hinge driver was not built: ${HINGE_WHY:-no module path given}"
  stop_emulator
  finish
  exit 0
fi

# The driver's dependencies, which insmod (unlike modprobe) does not load.
modprobe -a industrialio hid-sensor-iio-common hid-sensor-trigger 2>"$W/modprobe.err"
if ! insmod "$HINGE_KO" 2>"$W/insmod.err"; then
  fail hinge-driver "insmod $HINGE_KO: $(cat "$W/insmod.err") $(dmesg | tail -n 3 | tr '\n' ' ')"
  stop_emulator
  finish
  exit 0
fi
DEV=""
for _ in $(seq 200); do
  for f in /sys/bus/iio/devices/iio:device*/name; do
    [ -r "$f" ] && [ "$(cat "$f")" = hinge ] && DEV=${f%/name}
  done
  [ -n "$DEV" ] && break
  sleep 0.05
done
if [ -z "$DEV" ]; then
  fail hinge-driver "no IIO device named hinge after insmod: $(dmesg | grep -i -E 'hinge|hid|iio' | tail -n 4 | tr '\n' ' ')"
  stop_emulator
  finish
  exit 0
fi
driver=$(readlink "$INT/driver")
pass hinge-driver "${driver##*/} bound ${INT##*/}: $DEV name hinge, taint $(cat /proc/sys/kernel/tainted)"

# Attributes: labels, scale (radians per degree), offset, sampling frequency, hysteresis.
a() { cat "$DEV/$1" 2>/dev/null || echo "($1 unreadable)"; }
labels="$(a in_angl0_label) $(a in_angl1_label) $(a in_angl2_label)"
attrs="scale $(a in_angl_scale), offset $(a in_angl_offset), sampling_frequency $(a in_angl_sampling_frequency), hysteresis $(a in_angl_hysteresis)"
measure hinge-attributes "labels $labels; $attrs"
[ "$labels" = "hinge screen keyboard" ] && pass hinge-labels "in_angl{0,1,2}_label: $labels" \
  || fail hinge-labels "in_angl{0,1,2}_label: '$labels', expected 'hinge screen keyboard'"
if [ "$(a in_angl_scale)" = 0.017453293 ] && [ "$(a in_angl_offset)" = 0 ]; then
  pass hinge-scale "in_angl_scale 0.017453293 (radians per degree), in_angl_offset 0"
else
  fail hinge-scale "$attrs"
fi
# orientsim's discovery finds the real driver's device as a hinge source (SPEC §8.4).
if [ -n "$ORIENTSIM" ] && [ -x "$ORIENTSIM" ]; then
  "$ORIENTSIM" devices --json >"$W/devices.json" 2>"$W/devices.err"
  if grep -q '"kind":"hinge"' "$W/devices.json" && grep -q '"name":"hinge"' "$W/devices.json" \
    && grep -q '"labels":\["hinge","screen","keyboard"\]' "$W/devices.json" \
    && grep -q '"scale":0.017453293' "$W/devices.json"; then
    pass hinge-orientsim-devices "devices --json: kind hinge, channels hinge screen keyboard, scale 0.017453293 rad per unit"
  else
    keep "$W/devices.json" hinge-devices.json
    fail hinge-orientsim-devices "devices --json: $(cut -c1-400 "$W/devices.json") $(cat "$W/devices.err")"
  fi
else
  skip hinge-orientsim-devices "orientsim is not built${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
fi
if [ "$(a in_angl_sampling_frequency)" = 10.000000 ] && [ "$(a in_angl_hysteresis)" = 1.000000 ]; then
  pass hinge-rate "in_angl_sampling_frequency 10.000000 (the 100 ms report interval), in_angl_hysteresis 1.000000 (degrees)"
else
  fail hinge-rate "$attrs"
fi

# go K WORDS — one command to the emulator; waits until it is done.
go() {
  local k=$1
  shift
  echo "$*" >"$OUT/hh-go-$k.tmp"
  mv "$OUT/hh-go-$k.tmp" "$OUT/hh-go-$k"
  for _ in $(seq 600); do
    [ -f "$OUT/hh-played-$k" ] && break
    kill -0 "$EMUPID" 2>/dev/null || break
    sleep 0.05
  done
  PLAYED=$(cat "$OUT/hh-played-$k" 2>/dev/null || echo "not played")
}

# Polled reads: each in_angl*_raw read makes the hub ask the device for its input report.
readings=""
ok=1
k=1
for angles in "30 -20 359" "135 0 90" "0 0 0" "180 10 350"; do
  go $k "$angles"
  k=$((k + 1))
  got="$(a in_angl0_raw) $(a in_angl1_raw) $(a in_angl2_raw)"
  readings+="$angles -> $got; "
  [ "$got" = "$angles" ] || ok=0
done
measure hinge-sysfs-readings "$readings"
[ $ok = 1 ] && pass hinge-sysfs-raw "in_angl{0,1,2}_raw follow the device (signed degrees): $readings" \
  || fail hinge-sysfs-raw "$readings"

# wait_feature TEXT SECONDS — until the emulated device's feature values (set by the driver's
# SET_REPORTs) start with TEXT; FEATURE holds them.
wait_feature() {
  local i
  for i in $(seq $(($2 * 20))); do
    FEATURE=$(cat "$OUT/hh-feature" 2>/dev/null)
    case $FEATURE in "$1"*) return 0 ;; esac
    sleep 0.05
  done
  return 1
}

# buffer_ramp NAME FROM TO SECONDS RATE — reads the buffer while the emulated hinge moves from
# FROM to TO in SECONDS; judges the readings: FROM first, TO last, in order, and during the move
# about RATE readings a second by the driver's timestamps.
buffer_ramp() {
  local name=$1 from=$2 to=$3 seconds=$4 rate=$5 buf=$W/$1.bin summary
  go $k "$from 10 350"
  k=$((k + 1))
  if ! echo 1 >"$DEV/buffer/enable" 2>"$W/enable.err"; then
    fail "$name" "buffer/enable: $(cat "$W/enable.err")"
    return
  fi
  if [ "$name" = hinge-buffer-10hz ]; then
    if wait_feature "reporting all-events, power D0" 5; then
      pass hinge-power-on "with the buffer enabled the driver set the device to $FEATURE"
    else
      fail hinge-power-on "the buffer is enabled and the device holds '$FEATURE'"
    fi
  fi
  cat "/dev/${DEV##*/}" >"$buf" &
  local catpid=$!
  go $k ramp "$from" "$to" "$seconds"
  k=$((k + 1))
  sleep 0.3
  echo 0 >"$DEV/buffer/enable"
  kill "$catpid" 2>/dev/null
  wait "$catpid" 2>/dev/null
  keep "$buf" "$name.bin"
  # Scan: in_angl0..2 (le:s32/32), 4 bytes of padding, the timestamp (s64, ns).
  od -A n -t d4 -w24 -v "$buf" | awk '{ print $1, $2, $3 }' >"$W/$name.angles"
  od -A n -t d8 -w24 -v "$buf" | awk '{ print $3 }' >"$W/$name.times"
  summary=$(paste -d' ' "$W/$name.times" "$W/$name.angles" | awk -v from="$from" -v to="$to" \
    -v rate="$rate" '
    NR == 1 { first = $2; prev = $2 }
    { if ((to > from && $2 < prev) || (to < from && $2 > prev)) order = 1; prev = $2; last = $2 }
    $2 != from && $2 != to { if (!n) m0 = $1; m1 = $1; n++ }
    $3 != 10 || $4 != 350 { others = 1 }
    END {
      span = (m1 - m0) / 1e9; per = span > 0 ? (n - 1) / span : 0
      ok = NR > 0 && !order && !others && first == from && last == to && per >= rate * 0.6 \
        && per <= rate * 1.5
      printf "%s %d readings, first %d, last %d, %s, screen and keyboard %s; %d while moving, over %.2f s: %.1f a second", \
        ok ? "ok" : "bad", NR, first, last, order ? "out of order" : "in order", \
        others ? "changed" : "10 and 350 throughout", n, span, per }')
  measure "$name" "$summary; emulator: $PLAYED (reports, seconds); hinge angles $(awk '{ printf "%s ", $1 }' "$W/$name.angles" | cut -c1-400)"
  case $summary in
    ok*) pass "$name" "${summary#ok }" ;;
    *) fail "$name" "${summary#bad }" ;;
  esac
}

# The buffer: the three angles and the timestamp, pushed by the driver per input report.
for c in in_angl0 in_angl1 in_angl2 in_timestamp; do echo 1 >"$DEV/scan_elements/${c}_en"; done
measure hinge-scan "in_angl0_type $(cat "$DEV/scan_elements/in_angl0_type"), trigger $(cat "$DEV/trigger/current_trigger")"
buffer_ramp hinge-buffer-10hz 0 180 3 10
# A faster report interval and a wider hysteresis, written through the driver, reach the device
# as SET_REPORTs of the feature report (50 ms; 5 degrees).
echo 20 >"$DEV/in_angl_sampling_frequency"
echo 5 >"$DEV/in_angl_hysteresis"
set_attrs="sampling_frequency $(a in_angl_sampling_frequency), hysteresis $(a in_angl_hysteresis)"
device_state=$(cat "$OUT/hh-feature" 2>/dev/null)
case $set_attrs/$device_state in
  "sampling_frequency 20.000000, hysteresis 5.000000/"*"interval 50 ms, sensitivity 5"*)
    pass hinge-set-feature "after writing 20 Hz and 5°: $set_attrs; the device holds $device_state" ;;
  *) fail hinge-set-feature "after writing 20 Hz and 5°: $set_attrs; the device holds '${device_state:-nothing set}'" ;;
esac
buffer_ramp hinge-buffer-20hz 180 20 3 20
# With the buffer off and no reads, runtime PM powers the sensor down after its 3 s autosuspend
# delay: the driver writes D4 and no events.
t0=$(now)
if wait_feature "reporting no-events, power D4" 10; then
  pass hinge-power-off "$(elapsed "$t0" "$(now)") s after the buffer was disabled the device holds $FEATURE"
else
  fail hinge-power-off "10 s after the buffer was disabled the device holds '$FEATURE'"
fi

# --- 3. orientsim reads the real driver -------------------------------------------------------
# watch --device-profile iphone-duo --profile ios27 --hinge: the hinge opens (0 -> 180°) and
# shuts (180 -> 0°) through the emulator; the app moves to the inner display and back. Buffered
# (the driver's scans, timestamped) and polled (--poll 10, in_angl0_raw); record --hinge beside
# the polled watch, then replay --hinge; last, the emulator stops under a buffered watch.
HINGE_POSTURES="halfOpen open halfOpen folded"
HINGE_SIZES="951x669 466x678"
# fold_cycle — the emulated hinge opens from 0 to 180° and shuts again, 1.5 s each way, a
# second apart; RAMP1 and RAMP2 hold the reports sent and the seconds each took.
fold_cycle() {
  go $k ramp 0 180 1.5
  k=$((k + 1))
  RAMP1=$PLAYED
  sleep 1
  go $k ramp 180 0 1.5
  k=$((k + 1))
  RAMP2=$PLAYED
  sleep 1
}
if [ -n "$ORIENTSIM" ] && [ -x "$ORIENTSIM" ] && start_device "$DESC"; then
  ACC=$NODE
  # Buffered.
  go $k "0 10 350"
  k=$((k + 1))
  t0=$(now)
  "$ORIENTSIM" watch "$ACC" --device-profile iphone-duo --profile ios27 --hinge "/dev/${DEV##*/}" \
    --latency-log "$W/latency.txt" --format jsonl >"$W/watch-buffer.jsonl" 2>"$W/watch-buffer.err" &
  WPID=$!
  if wait_open "$WPID" "$ACC" && wait_open "$WPID" "/dev/${DEV##*/}"; then
    evemu-play "$ACC" <"$TRACES/portrait-50.evemu"
    fold_cycle
    kill -INT "$WPID"
    wait_exit "$WPID" 10
    t1=$(now)
    readings=$(sed -n 's/.*; \([0-9]*\) hinge readings from.*/\1/p' "$W/watch-buffer.err")
    measure hinge-watch-buffered "${readings:-?} hinge readings in $(elapsed "$t0" "$t1") s of watch (ramps: $RAMP1 and $RAMP2 reports, seconds); $(hinge_rate "$W/watch-buffer.jsonl")"
    measure latency-hinge "IIO hinge buffer, scan timestamp to records written: $(latency_figures "$W/latency.txt.hinge")"
    latency_clock hinge-latency-clock "$W/latency.txt.hinge"
    judge_fold hinge-watch-buffered "$W/watch-buffer.jsonl" "$HINGE_POSTURES" "$HINGE_SIZES" \
      "exit $RC after SIGINT; $(tail -n 1 "$W/watch-buffer.err")"
  else
    kill "$WPID" 2>/dev/null
    fail hinge-watch-buffered "watch did not open $ACC and the hinge: $(tr '\n' ' ' <"$W/watch-buffer.err" | cut -c1-300)"
  fi

  # Polled, while record --hinge reads the buffer.
  go $k "0 10 350"
  k=$((k + 1))
  t0=$(now)
  "$ORIENTSIM" watch "$ACC" --device-profile iphone-duo --profile ios27 --hinge "$DEV" --poll 10 \
    --format jsonl >"$W/watch-poll.jsonl" 2>"$W/watch-poll.err" &
  WPID=$!
  "$ORIENTSIM" record "$ACC" -o "$W/fold.evemu" --hinge "/dev/${DEV##*/}" 2>"$W/record.err" &
  RPID=$!
  if wait_open "$WPID" "$ACC" && wait_open "$RPID" "$ACC" && wait_open "$RPID" "/dev/${DEV##*/}"; then
    evemu-play "$ACC" <"$TRACES/portrait-50.evemu"
    fold_cycle
    kill -INT "$WPID" "$RPID"
    wait_exit "$WPID" 10
    WRC=$RC
    wait_exit "$RPID" 10
    RRC=$RC
    t1=$(now)
    readings=$(sed -n 's/.*; \([0-9]*\) hinge readings from.*/\1/p' "$W/watch-poll.err")
    measure hinge-watch-polled "${readings:-?} hinge readings in $(elapsed "$t0" "$t1") s of watch --poll 10; $(hinge_rate "$W/watch-poll.jsonl")"
    judge_fold hinge-watch-polled "$W/watch-poll.jsonl" "$HINGE_POSTURES" "$HINGE_SIZES" \
      "exit $WRC after SIGINT; $(tail -n 1 "$W/watch-poll.err")"
    rows=$(($(wc -l <"$W/fold.evemu.hinge.csv" 2>/dev/null || echo 1) - 1))
    keep "$W/fold.evemu" hinge-record.evemu
    keep "$W/fold.evemu.hinge.csv" hinge-record.evemu.hinge.csv
    if [ "$RRC" = 0 ] && [ "$(head -n 1 "$W/fold.evemu.hinge.csv" 2>/dev/null)" = "t,hinge" ] && [ "$rows" -gt 10 ]; then
      pass hinge-record "exit 0 after SIGINT; $rows hinge rows beside the evemu file; $(tail -n 1 "$W/record.err")"
    else
      fail hinge-record "exit $RRC, $rows hinge rows: $(tail -n 2 "$W/record.err" | tr '\n' ' ')"
    fi
    if "$ORIENTSIM" replay --help 2>&1 | grep -q -- '--hinge'; then
      "$ORIENTSIM" replay "$W/fold.evemu" --hinge "$W/fold.evemu.hinge.csv" --device-profile iphone-duo \
        --profile ios27 --format jsonl >"$W/replay.jsonl" 2>"$W/replay.err"
      judge_fold hinge-record-replay "$W/replay.jsonl" "$(postures "$W/watch-poll.jsonl")" "$HINGE_SIZES" \
        "replay exit $?, the postures the polled watch saw live; $(head -c 300 "$W/replay.err")"
    else
      skip hinge-record-replay "this orientsim's replay has no --hinge"
    fi
  else
    kill "$WPID" "$RPID" 2>/dev/null
    fail hinge-watch-polled "watch or record did not open their devices: $(tr '\n' ' ' <"$W/watch-poll.err" | cut -c1-200) $(tr '\n' ' ' <"$W/record.err" | cut -c1-200)"
  fi

  # Unplugged: the emulator removes the device under a buffered watch.
  "$ORIENTSIM" watch "$ACC" --device-profile iphone-duo --profile ios27 --hinge "/dev/${DEV##*/}" \
    --format jsonl >"$W/watch-unplug.jsonl" 2>"$W/watch-unplug.err" &
  WPID=$!
  if wait_open "$WPID" "/dev/${DEV##*/}"; then
    evemu-play "$ACC" <"$TRACES/portrait-50.evemu"
    t0=$(now)
    stop_emulator
    wait_exit "$WPID" 10
    t1=$(now)
    if [ "$RC" = 4 ] && grep -q "device lost" "$W/watch-unplug.err"; then
      pass hinge-unplug "exit 4 $(elapsed "$t0" "$t1") s after the emulator stopped: $(grep -v '^orientsim:' "$W/watch-unplug.err" | head -n 1 | cut -c1-200); $(tail -n 1 "$W/watch-unplug.err")"
    else
      fail hinge-unplug "exit $RC after the emulator stopped: $(tr '\n' ' ' <"$W/watch-unplug.err" | cut -c1-300)"
    fi
  else
    kill "$WPID" 2>/dev/null
    fail hinge-unplug "watch did not open the hinge: $(tr '\n' ' ' <"$W/watch-unplug.err" | cut -c1-300)"
    stop_emulator
  fi
  stop_device
else
  skip hinge-watch-buffered "orientsim is not built${ORIENTSIM_BUILD_NOTE:+ ($ORIENTSIM_BUILD_NOTE)}"
  stop_emulator
fi
measure hinge-emulator "$(cat "$OUT/hh-requests" 2>/dev/null)"
dmesg | grep -i -E 'hinge|hid-sensor|HID-SENSOR|taint' | grep -v -i -E 'command line|virtme' >"$OUT/hinge-dmesg.txt"
finish
