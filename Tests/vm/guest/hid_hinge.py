"""Emulated HID sensor hub with one Custom sensor that identifies itself as Intel's hinge sensor,
through uhid (SPEC §10.1, research/foldables.md F-32, F-33).

hid-sensor-hub creates the platform device HID-SENSOR-2000e1 for the Custom collection (usage
0x2000E1); hid-sensor-custom reads its Manufacturer (0x0305, `INTEL`) and Serial Number (0x0307,
`LUID:020B000000000000`) properties, 16-bit characters, and registers HID-SENSOR-INT-020b instead
of the generic interface; hid-sensor-custom-intel-hinge binds that and creates the IIO device
`hinge`. The descriptor is written here from the HID Usage Tables' Sensors page (0x20): feature
properties Reporting State 0x0316 and Power State 0x0319 (named arrays of their enum usages, one
byte each), Report Interval 0x030E (ms, u32), Change Sensitivity Absolute of Custom Value 1 (0x1000 | 0x0544, degrees, u32: the
driver's in_angl_hysteresis), Manufacturer and Serial Number (32 units of 16 bits each); input
Custom Values 1-3 (0x0544-0x0546), 32-bit signed, unit degrees (0x14), exponent 0.

  hid_hinge.py DIR

Writes DIR/hh-hub once hid-sensor-hub has created HID-SENSOR-2000e1. While the driver has it
powered (D0) and reporting all events, sends an input report with the current angles every
report interval (100 ms, 10 reports a second, until the driver sets another); it starts powered
off. Answers GET_REPORT for the feature and input reports and SET_REPORT for the feature
report. For k = 1, 2, ...: DIR/hh-go-k holds `A B C` (set the three angles at once) or
`ramp FROM TO SECONDS` (move the hinge angle in a straight line, the others fixed); when it is
done, DIR/hh-played-k holds `<reports sent> <seconds>`. Each SET_REPORT rewrites DIR/hh-feature
(the feature values as the device now holds them). DIR/hh-stop removes the device and writes
DIR/hh-requests (the requests answered).
"""

import glob
import os
import select
import struct
import sys
import time

from uhid_device import (
    EVENT_SIZE, UHID_CREATE2, UHID_DESTROY, UHID_FEATURE_REPORT, UHID_GET_REPORT,
    UHID_GET_REPORT_REPLY, UHID_INPUT2, UHID_INPUT_REPORT, UHID_SET_REPORT, UHID_SET_REPORT_REPLY,
    logger, publish, wait_for,
)

log = logger("hid-hinge")

BUS_USB = 3
REPORT_ID = 1
MANUFACTURER = "INTEL"
SERIAL = "LUID:020B000000000000"
STRING_UNITS = 32  # characters of 16 bits per string property
FEATURE_LAYOUT = "< B B B L L 32H 32H"  # id, reporting, power, interval, sensitivity, strings
INPUT_LAYOUT = "< B l l l"
# The array values of the two states: index + 1 of the enum usages 0x0840-0x0845, 0x0850-0x0855.
REPORTING = {1: "no-events", 2: "all-events", 3: "threshold-events", 4: "no-events-wake",
             5: "all-events-wake", 6: "threshold-events-wake"}
POWER = {1: "undefined", 2: "D0", 3: "D1", 4: "D2", 5: "D3", 6: "D4"}


def item(tag, *data):
    return bytes([tag]) + bytes(data)


def usage16(usage):
    return bytes([0x0A, usage & 0xFF, usage >> 8])


def descriptor():
    d = b""
    d += item(0x05, 0x20)  # Usage Page (Sensors)
    d += item(0x09, 0xE1)  # Usage (Custom)
    d += item(0xA1, 0x00)  # Collection (Physical): hid-core's sensor-hub group
    d += item(0x85, REPORT_ID)  # Report ID
    d += item(0x65, 0x00) + item(0x55, 0x00)  # Unit none, exponent 0
    # Reporting state and power state as sensor hubs declare them: named arrays (a Logical
    # collection of the enum usages), one byte each. hid-sensor-hub writes the usage's index + 1
    # (it takes the logical minimum to be 1), so the arrays say so.
    for usage, first in ((0x0316, 0x0840), (0x0319, 0x0850)):
        d += usage16(usage)
        d += item(0xA1, 0x02)  # Collection (Logical)
        d += item(0x15, 0x01) + item(0x25, 0x06) + item(0x75, 0x08) + item(0x95, 0x01)
        for enum in range(first, first + 6):
            d += usage16(enum)
        d += item(0xB1, 0x00)  # Feature (Data, Array, Abs)
        d += item(0xC0)
    # Report interval (ms; no unit = the driver's default) and the hinge channel's change
    # sensitivity in degrees.
    d += usage16(0x030E)
    d += item(0x15, 0x00) + item(0x27, 0xFF, 0xFF, 0xFF, 0x7F) + item(0x75, 0x20) + item(0x95, 0x01)
    d += item(0xB1, 0x02)
    d += usage16(0x1544)
    d += item(0x65, 0x14)  # Unit (degrees)
    d += item(0xB1, 0x02)
    d += item(0x65, 0x00)
    # Manufacturer and serial number: STRING_UNITS characters of 16 bits each.
    for usage in (0x0305, 0x0307):
        d += usage16(usage)
        d += item(0x15, 0x00) + item(0x27, 0xFF, 0xFF, 0x00, 0x00)
        d += item(0x75, 0x10) + item(0x95, STRING_UNITS)
        d += item(0xB1, 0x02)
    # Input: custom values 1-3 (hinge, screen, keyboard), 32-bit signed degrees. The driver
    # copies 32 bits from each field, whatever its size.
    d += item(0x17, 0x01, 0x00, 0x00, 0x80) + item(0x27, 0xFF, 0xFF, 0xFF, 0x7F)
    d += item(0x75, 0x20) + item(0x95, 0x01) + item(0x65, 0x14) + item(0x55, 0x00)
    for usage in (0x0544, 0x0545, 0x0546):
        d += usage16(usage)
        d += item(0x81, 0x02)  # Input (Data, Var, Abs)
    d += item(0xC0)  # End Collection
    return d


def utf16_units(text):
    units = [ord(c) for c in text][:STRING_UNITS]
    return units + [0] * (STRING_UNITS - len(units))


def hub_device():
    devices = glob.glob("/sys/bus/platform/devices/HID-SENSOR-2000e1*")
    return devices[0] if devices else None


class Hinge:
    def __init__(self, out):
        self.out = out
        self.fd = os.open("/dev/uhid", os.O_RDWR)
        self.poll = select.poll()
        self.poll.register(self.fd, select.POLLIN)
        self.angles = [0, 0, 0]
        # Until the driver says otherwise: no events, powered off (D4), 100 ms, 1 degree.
        self.reporting, self.power, self.interval, self.sensitivity = 1, 6, 100, 1
        self.requests = {"get-feature": 0, "get-input": 0, "set-feature": 0, "sent": 0}

    def create(self):
        rdesc = descriptor()
        os.write(self.fd, struct.pack(
            "< L 128s 64s 64s H H L L L L 4096s", UHID_CREATE2, b"orientsim HID hinge sensor",
            b"orientsim/uhid-hinge", b"", len(rdesc), BUS_USB, 0x1D6B, 0x0F02, 0, 0, rdesc))

    def feature_report(self):
        return struct.pack(FEATURE_LAYOUT, REPORT_ID, self.reporting, self.power, self.interval,
                           self.sensitivity, *utf16_units(MANUFACTURER), *utf16_units(SERIAL))

    def input_report(self):
        return struct.pack(INPUT_LAYOUT, REPORT_ID, *[round(a) for a in self.angles])

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
                    err, data = 0, self.feature_report()
                    self.requests["get-feature"] += 1
                os.write(self.fd, struct.pack("< L L H H 4096s", UHID_GET_REPORT_REPLY,
                                              req, err, len(data), data))
            elif kind == UHID_SET_REPORT:
                req, rnum, rtype, size = struct.unpack_from("< L B B H", buf, 4)
                data = buf[12:12 + size]
                err = 5
                if rnum == REPORT_ID and rtype == UHID_FEATURE_REPORT \
                        and len(data) == struct.calcsize(FEATURE_LAYOUT):
                    fields = struct.unpack(FEATURE_LAYOUT, data)
                    self.reporting, self.power, self.interval, self.sensitivity = fields[1:5]
                    self.requests["set-feature"] += 1
                    err = 0
                    state = (f"reporting {REPORTING.get(self.reporting, self.reporting)}, "
                             f"power {POWER.get(self.power, self.power)}, "
                             f"interval {self.interval} ms, sensitivity {self.sensitivity}")
                    publish(self.out, "hh-feature", state)
                    log(f"SET feature: {state}")
                os.write(self.fd, struct.pack("< L L H", UHID_SET_REPORT_REPLY, req, err))

    def reporting_on(self):
        """Whether the device reports on its own: powered (D0) and asked for all events."""
        return POWER.get(self.power) == "D0" and REPORTING.get(self.reporting) in (
            "all-events", "all-events-wake")

    def send(self):
        data = self.input_report()
        os.write(self.fd, struct.pack("< L H 4096s", UHID_INPUT2, len(data), data))
        self.requests["sent"] += 1

    def destroy(self):
        os.write(self.fd, struct.pack("< L", UHID_DESTROY))
        os.close(self.fd)


def main():
    out = sys.argv[1]
    hinge = Hinge(out)
    hinge.create()
    log(f"uhid device created, descriptor {descriptor().hex()}")
    device = wait_for(hub_device, hinge.dispatch, "HID-SENSOR-2000e1 platform device", log)
    publish(out, "hh-hub", device)
    log(f"hub bound: {device}")

    k = 1
    stop = os.path.join(out, "hh-stop")
    next_report = time.monotonic()
    ramp = None  # (start time, from, to, seconds, k, reports at start)
    while not os.path.exists(stop):
        now = time.monotonic()
        if ramp is None:
            go = os.path.join(out, f"hh-go-{k}")
            if os.path.exists(go):
                words = open(go).read().split()
                if words[0] == "ramp":
                    ramp = (now, float(words[1]), float(words[2]), float(words[3]), k,
                            hinge.requests["sent"])
                    hinge.angles[0] = float(words[1])
                else:
                    hinge.angles = [float(w) for w in words[:3]]
                    if hinge.reporting_on():
                        hinge.send()
                    publish(out, f"hh-played-{k}", "1 0")
                    log(f"angles {hinge.angles}")
                    k += 1
                next_report = now
        if ramp is not None:
            start, a, b, seconds, rk, sent0 = ramp
            f = min(1.0, (now - start) / seconds) if seconds > 0 else 1.0
            hinge.angles[0] = a + (b - a) * f
        if now >= next_report:
            if hinge.reporting_on():
                hinge.send()
            next_report += max(hinge.interval, 1) / 1000.0
            if next_report < now:
                next_report = now + max(hinge.interval, 1) / 1000.0
        if ramp is not None and now - ramp[0] >= ramp[3]:
            if hinge.reporting_on():
                hinge.send()
            sent = hinge.requests["sent"] - ramp[5]
            publish(out, f"hh-played-{ramp[4]}", f"{sent} {now - ramp[0]:.3f}")
            log(f"ramp {ramp[1]} -> {ramp[2]} over {ramp[3]} s: {sent} reports")
            ramp = None
            k += 1
        hinge.dispatch(max(0.0, min(0.02, next_report - time.monotonic())))
    publish(out, "hh-requests", " ".join(f"{k}={v}" for k, v in hinge.requests.items()))
    hinge.destroy()
    log(f"device removed; requests {hinge.requests}")


if __name__ == "__main__":
    main()
