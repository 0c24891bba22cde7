"""What the emulated uhid devices share (hid_sensor_accel.py, dualsense.py): the uhid event
codes (include/uapi/linux/uhid.h), pose schedules in real time, and the log line format.

A schedule is `pose:seconds,pose:seconds,...`: each pose held for its seconds, with a TURN-second
rotation (a straight interpolation, normalised to 1 g) from one pose to the next. The scripts
keep their own POSES: a HID sensor hub reports gravity, a game controller proper acceleration.
"""

import math
import os
import sys
import time

UHID_DESTROY, UHID_START, UHID_STOP, UHID_OPEN, UHID_CLOSE, UHID_OUTPUT = 1, 2, 3, 4, 5, 6
UHID_GET_REPORT, UHID_GET_REPORT_REPLY, UHID_CREATE2, UHID_INPUT2 = 9, 10, 11, 12
UHID_SET_REPORT, UHID_SET_REPORT_REPLY = 13, 14
UHID_FEATURE_REPORT, UHID_INPUT_REPORT = 0, 2
EVENT_SIZE = 4 + 4372  # sizeof(struct uhid_event): type + the largest member (uhid_create2_req)
TURN = 0.3


def segments(schedule, poses, turn=TURN):
    """(start, end, from, to) spans of `schedule`, and its total length in seconds."""
    out, t, previous = [], 0.0, None
    for entry in schedule.split(","):
        pose, hold = entry.split(":")
        target = poses[pose]
        if previous is not None:
            out.append((t, t + turn, previous, target))
            t += turn
        out.append((t, t + float(hold), target, target))
        t += float(hold)
        previous = target
    return out, t


def vector_at(segs, now):
    """The unit vector the schedule holds `now` seconds after it started."""
    for start, end, a, b in segs:
        if now < end:
            f = 0.0 if end == start else max(0.0, (now - start) / (end - start))
            v = [a[i] + (b[i] - a[i]) * f for i in range(3)]
            n = math.sqrt(sum(c * c for c in v)) or 1.0
            return [c / n for c in v]
    return list(segs[-1][3])


def logger(name):
    """A print function stamping each line with the guest's uptime and `name`."""
    def log(message):
        uptime = open("/proc/uptime").read().split()[0]
        print(f"[{uptime}] {name}: {message}", flush=True)
    return log


def wait_for(find, dispatch, what, log, timeout=60):
    """Answers the driver (`dispatch`) until `find()` returns something; exits after `timeout`."""
    deadline = time.monotonic() + timeout
    found = find()
    while not found:
        dispatch(0.05)
        found = find()
        if not found and time.monotonic() > deadline:
            log(f"no {what} within {timeout} s")
            sys.exit(1)
    return found


def publish(out, name, text):
    """Writes OUT/NAME whole (through a rename), for the guest script waiting on it."""
    temporary = os.path.join(out, name + ".tmp")
    with open(temporary, "w") as f:
        f.write(text + "\n")
    os.rename(temporary, os.path.join(out, name))


def play(segs, total, rate, send, dispatch, wait):
    """Sends the schedule in real time at about `rate` reports per second: `send(vector, now)`
    per report, `dispatch(0)` after each, `wait(seconds)` until the next is due. Returns the
    number of reports and the seconds it took."""
    period = 1.0 / rate
    start = time.monotonic()
    reports = 0
    while True:
        now = time.monotonic() - start
        if now > total:
            break
        send(vector_at(segs, now), now)
        reports += 1
        dispatch(0)
        delay = start + reports * period - time.monotonic()
        if delay > 0:
            wait(delay)
    return reports, time.monotonic() - start
