#!/usr/bin/env bash
# Group "sensorproxy": iio-sensor-proxy itself on the emulated HID sensor hub (hid_sensor_accel.py,
# bound by the kernel's hid-sensor-accel-3d), beside orientsim's `iio` detector on the same
# sensor. Debian's daemon and udevd are unpacked on the host (scripts/vm/setup-sensor-proxy);
# the guest runs udevd for the daemon's udev tags and a private `dbus-daemon --system`.
# The daemon polls sysfs (its rule is given only iio-poll-accel), so orientsim can read the
# buffer: both read the same sensor through the same driver at once.
source "$(dirname "$0")/common.sh"
stage_orientsim
SP=$ROOT/.vm/sensor-proxy/root
SCHEDULE=portrait:2.5,landscapeLeft:2.5,portrait:2.5,landscapeRight:2.5,upsideDown:2.5,portrait:2.5

if [ ! -x "$SP/usr/sbin/iio-sensor-proxy" ]; then
  skip sensorproxy "iio-sensor-proxy is not unpacked (scripts/vm/setup-sensor-proxy)"
  finish
  exit 0
fi
modprobe -a uhid hid-sensor-hub hid-sensor-accel-3d 2>"$W/modprobe.err"

# udevd with iio-sensor-proxy's rule, reduced to the polling driver.
mkdir -p /run/udev/rules.d
grep -v 'iio-buffer-accel' "$SP/lib/udev/rules.d/80-iio-sensor-proxy.rules" >/run/udev/rules.d/80-iio-sensor-proxy.rules
ln -sf "$SP/bin/udevadm" "$W/systemd-udevd"
"$W/systemd-udevd" --daemon 2>"$W/udevd.err" || fail sensorproxy-udevd "udevd did not start: $(cat "$W/udevd.err")"
UDEVADM="$SP/bin/udevadm"

# A private system bus.
mkdir -p /run/dbus
cat >"$W/system.conf" <<'CONF'
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=/run/dbus/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_type="method_call"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
dbus-daemon --config-file="$W/system.conf" --fork --print-pid >"$W/dbus.pid" 2>"$W/dbus.err" \
  || fail sensorproxy-dbus "dbus-daemon did not start: $(cat "$W/dbus.err")"

"$PY" -S "$ROOT/Tests/vm/guest/hid_sensor_accel.py" "$OUT" 100 >"$OUT/hub.log" 2>&1 &
HUBPID=$!
for _ in $(seq 1200); do
  [ -f "$OUT/hs-device" ] && break
  kill -0 "$HUBPID" 2>/dev/null || break
  sleep 0.05
done
DEV=$(cat "$OUT/hs-device" 2>/dev/null)
NODE=/dev/${DEV##*/}
"$UDEVADM" settle --timeout=20 2>/dev/null
"$UDEVADM" info --query=property "$DEV" >"$W/udev.props" 2>&1
if grep -q '^IIO_SENSOR_PROXY_TYPE=iio-poll-accel' "$W/udev.props"; then
  pass sensorproxy-udev "udevd tagged $DEV: $(grep IIO_SENSOR_PROXY_TYPE "$W/udev.props")"
else
  fail sensorproxy-udev "no IIO_SENSOR_PROXY_TYPE on $DEV: $(tr '\n' ' ' <"$W/udev.props" | cut -c1-300)"
fi

"$SP/usr/sbin/iio-sensor-proxy" -v >"$W/proxy.log" 2>&1 &
PROXYPID=$!
sleep 2
stdbuf -oL "$SP/usr/bin/monitor-sensor" >"$W/monitor.log" 2>&1 &
MONPID=$!
for _ in $(seq 200); do
  grep -q "Has accelerometer" "$W/monitor.log" && break
  sleep 0.05
done
if grep -q "Has accelerometer" "$W/monitor.log"; then
  pass sensorproxy-daemon "iio-sensor-proxy serves the accelerometer: $(grep -m1 'Has accelerometer' "$W/monitor.log")"
else
  keep "$W/proxy.log" proxy.log
  fail sensorproxy-daemon "monitor-sensor: $(tr '\n' ' ' <"$W/monitor.log" | cut -c1-200); daemon: $(tail -n 5 "$W/proxy.log" | tr '\n' ' ')"
fi

"$ORIENTSIM" watch "$NODE" --detector iio --explain --format jsonl >"$W/watch.jsonl" 2>"$W/watch.err" &
WATCH=$!
wait_open "$WATCH" "$NODE" || fail sensorproxy-watch "watch did not open $NODE: $(cat "$W/watch.err")"
echo "$SCHEDULE gravity" >"$OUT/hs-go-1"
for _ in $(seq 1200); do [ -f "$OUT/hs-played-1" ] && break; sleep 0.05; done
sleep 1.5
kill -INT "$WATCH" "$MONPID" 2>/dev/null
wait_exit "$WATCH" 10
kill "$PROXYPID" 2>/dev/null
keep "$W/monitor.log" monitor.log
keep "$W/proxy.log" proxy.log
keep "$W/watch.jsonl" watch.jsonl

# The daemon's orientation changes in orientsim's names, and the iio detector's device records.
daemon=$(grep -o 'orientation changed: [a-z-]*' "$W/monitor.log" | awk '{ print $3 }' \
  | sed 's/^normal$/portrait/; s/^bottom-up$/portraitUpsideDown/; s/^right-up$/landscapeLeft/; s/^left-up$/landscapeRight/' \
  | uniq | tr '\n' ' ' | sed 's/ $//')
# orientsim's: every change the detector decided (--explain's `change` decisions), the first one
# included (the app launched into it, so it is no device record).
ours=$(grep '"kind":"decision"' "$W/watch.jsonl" | grep '"call":"change"' \
  | grep -o '"orientation":"[A-Za-z]*"' | cut -d'"' -f4 | grep -v '^face' | uniq | tr '\n' ' ' \
  | sed 's/ $//')
first=$(grep -m1 -o 'Has accelerometer (orientation: [a-z-]*' "$W/monitor.log" | awk '{ print $NF }')
if [ -n "$daemon" ] && [ "$daemon" = "$ours" ]; then
  pass sensorproxy-parity "iio-sensor-proxy and orientsim --detector iio agree: $ours (daemon started at '$first')"
else
  fail sensorproxy-parity "daemon: '$daemon' (started at '$first'); orientsim iio: '$ours'"
fi
touch "$OUT/hs-stop"
wait_exit "$HUBPID" 10
"$UDEVADM" control --exit 2>/dev/null
kill "$(cat "$W/dbus.pid")" 2>/dev/null
finish
