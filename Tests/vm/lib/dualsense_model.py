#!/usr/bin/env python3
"""Exports hid-tools' emulated DualSense (USB) as a small text model for the guest.

hid-tools' PS5ControllerUSB is the device model: report descriptor, IDs, the feature reports
hid-playstation asks for while probing (0x05 calibration, 0x09 pairing, 0x20 firmware), an idle
input report and the accelerometer calibration. Importing hid-tools inside the emulated guest
takes over a minute (software emulation, every file over 9p), so the model is taken here, on the
host, and Tests/vm/guest/dualsense.py speaks the uhid protocol with it using only the standard
library.

  dualsense_model.py OUTPUT
"""

import os
import sys

real_open = os.open


def fake_open(path, flags, *args):
    # UHIDDevice.__init__ opens /dev/uhid; the host needs no kernel device to read the model.
    if path == "/dev/uhid":
        return real_open("/dev/null", os.O_RDWR)
    return real_open(path, flags, *args)


os.open = fake_open
try:
    from hidtools.device.sony_gamepad import PS5ControllerUSB

    device = PS5ControllerUSB()
finally:
    os.open = real_open

lines = [
    f"name {device.name}",
    f"uniq {device.uniq}",
    f"ids {int(device.bus)} {device.vid} {device.pid}",
    f"rdesc {bytes(device.rdesc).hex()}",
    f"accel_offset {device.accelerometer_offset}",
]
for rnum in (0x05, 0x09, 0x20):
    err, data = device.get_report(0, rnum, 0)
    lines.append(f"feature {rnum} {err} {bytes(data).hex()}")
lines.append(f"input {bytes(device.create_report(accel=(0, 0, 0))).hex()}")
for axis in "xyz":
    c = device.accelerometer_calibration_data[axis]
    lines.append(f"calibration {axis} {c['bias']} {c['numer']} {c['denom']}")
with open(sys.argv[1], "w") as out:
    out.write("\n".join(lines) + "\n")
