"""Emulated DualSense (USB) through uhid, driven through a pose schedule.

The kernel's own hid-playstation driver binds to it and creates the "... Motion Sensors" evdev node
(INPUT_PROP_ACCELEROMETER, 8192 per g). The device model (report descriptor, IDs, feature
reports, idle input report, accelerometer calibration) is hid-tools' PS5ControllerUSB, exported
on the host by Tests/vm/lib/dualsense_model.py; this script only speaks the uhid protocol
(linux/uhid.h), with the standard library, because importing hid-tools here takes over a minute.

  dualsense.py MODEL DIR SCHEDULE [RATE]

Writes DIR/ds-node (the Motion Sensors node) once the driver has bound, waits for DIR/ds-go,
plays SCHEDULE (`pose:seconds,...`, 0.3 s turns between poses, as in evemu_tool.py) in real time
at about RATE reports per second, writes DIR/ds-played ("<reports> <seconds>"), waits for
DIR/ds-stop and removes the device.
"""

import glob
import os
import select
import struct
import sys
import time

from uhid_device import (
    EVENT_SIZE, UHID_CREATE2, UHID_DESTROY, UHID_GET_REPORT, UHID_GET_REPORT_REPLY, UHID_INPUT2,
    UHID_SET_REPORT, UHID_SET_REPORT_REPLY, logger, play, publish, segments, wait_for,
)

log = logger("dualsense")


# What the pad's accelerometer reads in each pose: proper acceleration, +1 g on the axis pointing
# up, as game controllers report it (Configs/frames/drivers.json, "game-controller-motion"), with
# the pad's x, y, z taken as a screen's right, top and out of the screen.
POSES = {
    "portrait": (0.0, 1.0, 0.0),
    "upsideDown": (0.0, -1.0, 0.0),
    "landscapeLeft": (1.0, 0.0, 0.0),
    "landscapeRight": (-1.0, 0.0, 0.0),
    "faceUp": (0.0, 0.0, 1.0),
    "faceDown": (0.0, 0.0, -1.0),
}
RES = 8192  # DS_ACC_RES_PER_G
SENSOR_TIMESTAMP_OFFSET = 28  # dualsense_input_report.sensor_timestamp (USB), units of 1/3 µs




def load_model(path):
    model = {"feature": {}, "calibration": {}}
    for line in open(path):
        key, _, rest = line.rstrip("\n").partition(" ")
        if key == "feature":
            rnum, err, data = rest.split()
            model["feature"][int(rnum)] = (int(err), bytes.fromhex(data))
        elif key == "calibration":
            axis, bias, numer, denom = rest.split()
            model["calibration"][axis] = (int(bias), int(numer), int(denom))
        elif key in ("rdesc", "input"):
            model[key] = bytes.fromhex(rest)
        elif key == "ids":
            model[key] = tuple(int(v) for v in rest.split())
        elif key == "accel_offset":
            model[key] = int(rest)
        else:
            model[key] = rest
    return model






def motion_node():
    for path in glob.glob("/sys/class/input/event*/device/name"):
        try:
            name = open(path).read().strip()
        except OSError:
            continue
        if name.endswith("Motion Sensors") and "Wireless Controller" in name:
            return "/dev/input/" + path.split("/")[4]
    return None


class Pad:
    def __init__(self, model):
        self.model = model
        self.fd = os.open("/dev/uhid", os.O_RDWR)
        self.poll = select.poll()
        self.poll.register(self.fd, select.POLLIN)
        self.report = bytearray(model["input"])

    def create(self):
        bus, vendor, product = self.model["ids"]
        rdesc = self.model["rdesc"]
        os.write(self.fd, struct.pack(
            "< L 128s 64s 64s H H L L L L 4096s", UHID_CREATE2,
            self.model["name"].encode(), b"", self.model["uniq"].encode(),
            len(rdesc), bus, vendor, product, 0, 0, rdesc))

    def dispatch(self, timeout):
        """Answers the driver's requests (feature reports while probing)."""
        while self.poll.poll(timeout * 1000):
            timeout = 0
            buf = os.read(self.fd, EVENT_SIZE)
            kind = struct.unpack_from("< L", buf)[0]
            if kind == UHID_GET_REPORT:
                req, rnum, _ = struct.unpack_from("< L B B", buf, 4)
                err, data = self.model["feature"].get(rnum, (5, b""))  # EIO when unknown
                os.write(self.fd, struct.pack("< L L H H 4096s", UHID_GET_REPORT_REPLY,
                                              req, err, len(data), data))
            elif kind == UHID_SET_REPORT:
                req = struct.unpack_from("< L", buf, 4)[0]
                os.write(self.fd, struct.pack("< L L H", UHID_SET_REPORT_REPLY, req, 0))
            # START, STOP, OPEN, CLOSE and OUTPUT (LEDs, rumble) need no answer.

    def send(self, g, now):
        """One input report carrying the gravity vector g (in g) at time `now` (s)."""
        offset = self.model["accel_offset"]
        for i, axis in enumerate("xyz"):
            bias, numer, denom = self.model["calibration"][axis]
            # hid-playstation computes (raw - bias) * numer / denom; invert it.
            raw = int(g[i] * RES * denom / numer + bias)
            struct.pack_into("< h", self.report, offset + 2 * i, max(-32768, min(32767, raw)))
        struct.pack_into("< L", self.report, SENSOR_TIMESTAMP_OFFSET, int(now * 3e6) & 0xFFFFFFFF)
        data = bytes(self.report)
        os.write(self.fd, struct.pack("< L H 4096s", UHID_INPUT2, len(data), data))

    def destroy(self):
        os.write(self.fd, struct.pack("< L", UHID_DESTROY))
        os.close(self.fd)


def main():
    model_path, out, schedule = sys.argv[1], sys.argv[2], sys.argv[3]
    rate = float(sys.argv[4]) if len(sys.argv) > 4 else 250.0
    segs, total = segments(schedule, POSES)
    pad = Pad(load_model(model_path))
    pad.create()
    log("uhid device created")
    node = wait_for(motion_node, pad.dispatch, "Motion Sensors node", log)
    publish(out, "ds-node", node)
    log(f"motion sensors at {node}")

    go = os.path.join(out, "ds-go")
    wait_for(lambda: os.path.exists(go), pad.dispatch, "go signal", log)

    reports, elapsed = play(segs, total, rate, pad.send, pad.dispatch, time.sleep)
    publish(out, "ds-played", f"{reports} {elapsed:.3f}")
    log(f"{reports} reports in {elapsed:.3f} s")
    stop = os.path.join(out, "ds-stop")
    deadline = time.monotonic() + 30
    while not os.path.exists(stop) and time.monotonic() < deadline:
        pad.dispatch(0.05)
    pad.destroy()


if __name__ == "__main__":
    main()
