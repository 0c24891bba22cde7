"""Emulated HID sensor hub with one Accelerometer 3D, through uhid, driven through pose schedules.

The kernel's own drivers do the rest: hid-sensor-hub binds to the HID device (its report
descriptor has a Sensors-page physical collection, so hid-core puts it in the sensor-hub group)
and hid-sensor-accel-3d creates the IIO device `accel_3d` with a buffer and its own trigger
`accel_3d-dev<N>`. The descriptor is written here from the HID Usage Tables' Sensors page (0x20):
Accelerometer 3D (0x73) with the feature properties the drivers read (reporting state 0x0316,
power state 0x0319, report interval 0x030E, in ms) and the input data fields acceleration x, y, z
(0x0453-0x0455), 16-bit signed, unit exponent -3 with the default unit (g): milli-g, so the
driver's in_accel_scale is 0.00980665 m/s² per unit and its scan type le:s16/32>>0.

  hid_sensor_accel.py DIR [RATE]

Writes DIR/hs-device (the IIO device's sysfs directory) once the driver has bound. Then, for
k = 1, 2, ...: waits for DIR/hs-go-k (content: `SCHEDULE [CONVENTION]`, CONVENTION `gravity`
(default, what HID hubs report) or `proper` (the negated vector)), plays the schedule in real
time at about RATE reports per second, writes DIR/hs-played-k (`<reports> <seconds>`); DIR/hs-stop
removes the device (an unplug); DIR/hs-convention (`gravity` or `proper`), when present, sets
the convention between schedules. Answers the drivers' feature and input GET_REPORT requests (a
polled read of in_accel_*_raw is one) with the current pose.
"""

import glob
import os
import select
import struct
import sys

from uhid_device import (
    EVENT_SIZE, UHID_CREATE2, UHID_DESTROY, UHID_FEATURE_REPORT, UHID_GET_REPORT,
    UHID_GET_REPORT_REPLY, UHID_INPUT2, UHID_INPUT_REPORT, UHID_SET_REPORT, UHID_SET_REPORT_REPLY,
    logger, play, publish, segments, wait_for,
)

log = logger("hid-sensor")

BUS_USB = 3

# The gravity vector in g for each pose (orientsim's internal frame: x right, y top, z out of
# the screen): what a HID sensor hub reports.
POSES = {
    "portrait": (0.0, -1.0, 0.0),
    "upsideDown": (0.0, 1.0, 0.0),
    "landscapeLeft": (-1.0, 0.0, 0.0),
    "landscapeRight": (1.0, 0.0, 0.0),
    "faceUp": (0.0, 0.0, -1.0),
    "faceDown": (0.0, 0.0, 1.0),
}
UNITS_PER_G = 1000  # unit exponent -3 of g
REPORT_ID = 1


def item(tag, *data):
    return bytes([tag]) + bytes(data)


def usage16(usage):
    return bytes([0x0A, usage & 0xFF, usage >> 8])


def descriptor():
    d = b""
    d += item(0x05, 0x20)  # Usage Page (Sensors)
    d += item(0x09, 0x73)  # Usage (Accelerometer 3D)
    d += item(0xA1, 0x00)  # Collection (Physical)
    d += item(0x85, REPORT_ID)  # Report ID
    # Feature report: reporting state, power state (one byte each), report interval (ms, u32).
    for usage in (0x0316, 0x0319):
        d += usage16(usage)
        d += item(0x15, 0x00) + item(0x25, 0x05) + item(0x75, 0x08) + item(0x95, 0x01)
        d += item(0xB1, 0x02)  # Feature (Data, Var, Abs)
    d += usage16(0x030E)
    d += item(0x15, 0x00) + item(0x27, 0xFF, 0xFF, 0xFF, 0x7F) + item(0x75, 0x20) + item(0x95, 0x01)
    d += item(0x55, 0x00)  # Unit Exponent 0
    d += item(0xB1, 0x02)
    # Input report: acceleration x, y, z in milli-g, one field each (hid-sensor-hub matches an
    # attribute by the first usage of a field).
    for usage in (0x0453, 0x0454, 0x0455):
        d += usage16(usage)
        d += item(0x16, 0x01, 0x80) + item(0x26, 0xFF, 0x7F)  # Logical -32767..32767
        d += item(0x75, 0x10) + item(0x95, 0x01)  # 16 bits
        d += item(0x55, 0x0D)  # Unit Exponent -3
        d += item(0x81, 0x02)  # Input (Data, Var, Abs)
    d += item(0xC0)  # End Collection
    return d








def iio_device():
    for path in glob.glob("/sys/bus/iio/devices/iio:device*/name"):
        try:
            if open(path).read().strip() == "accel_3d":
                return os.path.dirname(path)
        except OSError:
            continue
    return None


class Hub:
    def __init__(self):
        self.fd = os.open("/dev/uhid", os.O_RDWR)
        self.poll = select.poll()
        self.poll.register(self.fd, select.POLLIN)
        self.vector = POSES["portrait"]
        self.sign = 1
        self.feature = bytearray([REPORT_ID, 0, 0]) + struct.pack("<L", 10)
        self.requests = {"get-feature": 0, "get-input": 0, "set-feature": 0}

    def create(self):
        rdesc = descriptor()
        os.write(self.fd, struct.pack(
            "< L 128s 64s 64s H H L L L L 4096s", UHID_CREATE2, b"orientsim HID sensor hub",
            b"orientsim/uhid0", b"", len(rdesc), BUS_USB, 0x1D6B, 0x0F01, 0, 0, rdesc))

    def input_report(self):
        values = [max(-32767, min(32767, round(self.sign * c * UNITS_PER_G))) for c in self.vector]
        return struct.pack("< B h h h", REPORT_ID, *values)

    def dispatch(self, timeout):
        while self.poll.poll(timeout * 1000):
            timeout = 0
            buf = os.read(self.fd, EVENT_SIZE)
            kind = struct.unpack_from("< L", buf)[0]
            if kind == UHID_GET_REPORT:
                req, rnum, rtype = struct.unpack_from("< L B B", buf, 4)
                if rnum != REPORT_ID:
                    err, data = 5, b""
                elif rtype == UHID_INPUT_REPORT:
                    err, data = 0, self.input_report()
                    self.requests["get-input"] += 1
                else:
                    err, data = 0, bytes(self.feature)
                    self.requests["get-feature"] += 1
                os.write(self.fd, struct.pack("< L L H H 4096s", UHID_GET_REPORT_REPLY,
                                              req, err, len(data), data))
            elif kind == UHID_SET_REPORT:
                req, rnum, rtype, size = struct.unpack_from("< L B B H", buf, 4)
                data = buf[12:12 + size]
                if rnum == REPORT_ID and rtype == UHID_FEATURE_REPORT and len(data) == len(self.feature):
                    self.feature = bytearray(data)
                    self.requests["set-feature"] += 1
                os.write(self.fd, struct.pack("< L L H", UHID_SET_REPORT_REPLY, req, 0))

    def send(self):
        data = self.input_report()
        os.write(self.fd, struct.pack("< L H 4096s", UHID_INPUT2, len(data), data))

    def destroy(self):
        os.write(self.fd, struct.pack("< L", UHID_DESTROY))
        os.close(self.fd)


def main():
    out = sys.argv[1]
    rate = float(sys.argv[2]) if len(sys.argv) > 2 else 100.0
    hub = Hub()
    hub.create()
    log(f"uhid device created, descriptor {descriptor().hex()}")
    device = wait_for(iio_device, hub.dispatch, "accel_3d IIO device", log)
    publish(out, "hs-device", device)
    log(f"accel_3d at {device}")

    k = 1
    stop = os.path.join(out, "hs-stop")
    while not os.path.exists(stop):
        go = os.path.join(out, f"hs-go-{k}")
        if not os.path.exists(go):
            # DIR/hs-convention sets the convention between schedules too: a polled read's
            # answer reaches buffered readers as well.
            try:
                hub.sign = -1 if open(os.path.join(out, "hs-convention")).read().strip() == "proper" else 1
            except OSError:
                pass
            hub.dispatch(0.02)
            continue
        words = open(go).read().split()
        segs, total = segments(words[0], POSES)
        hub.sign = -1 if len(words) > 1 and words[1] == "proper" else 1

        def send(vector, now):
            hub.vector = vector
            hub.send()

        reports, elapsed = play(segs, total, rate, send, hub.dispatch, hub.dispatch)
        publish(out, f"hs-played-{k}", f"{reports} {elapsed:.3f}")
        log(f"schedule {k}: {reports} reports in {elapsed:.3f} s; requests {hub.requests}")
        k += 1
    hub.destroy()
    log("device removed")


if __name__ == "__main__":
    main()
