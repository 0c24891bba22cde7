#!/usr/bin/env python3
"""Trace helpers for the real-kernel tier: generate evemu pose traces, compare recordings.

Runs on the host (generation) and in the guest (comparison, node lookup). Standard library only.

  gen      --desc FILE --schedule S --rate HZ [--res N] [--zero-deltas] [--noise G] -o FILE
  compare  PLAYED RECORDED [--allow-drops|--raw-drops|--prefix]
                                               every played event present, in order (--prefix:
                                               the recording is a frame-complete prefix)
  stats    FILE                                events, frames, SYN_DROPPED, duration, final state
  poses    FILE --res N [--min-frames K]       pose sequence of a recording (dominant axis)
  node     NAME [--timeout S]                  /dev/input/eventN of the device named NAME
  info     NODE                                name, properties and ABS_X/Y/Z absinfo (sysfs + ioctl)

A schedule is `pose:seconds,pose:seconds,...`; consecutive poses are joined by a 0.3 s linear
turn. Poses use the device frame of SPEC §6 (gravity in g): portrait (0,-1,0), upsideDown (0,1,0),
landscapeLeft (-1,0,0), landscapeRight (1,0,0), faceUp (0,0,-1), faceDown (0,0,1).
"""

import argparse
import fcntl
import glob
import math
import os
import struct
import sys
import time

EV_SYN, EV_ABS, EV_MSC = 0, 3, 4
SYN_REPORT, SYN_DROPPED = 0, 3
MSC_TIMESTAMP = 5

POSES = {
    "portrait": (0.0, -1.0, 0.0),
    "upsideDown": (0.0, 1.0, 0.0),
    "landscapeLeft": (-1.0, 0.0, 0.0),
    "landscapeRight": (1.0, 0.0, 0.0),
    "faceUp": (0.0, 0.0, -1.0),
    "faceDown": (0.0, 0.0, 1.0),
}
TURN_SECONDS = 0.3


def parse_schedule(text):
    steps = []
    for item in text.split(","):
        pose, seconds = item.split(":")
        if pose not in POSES:
            sys.exit(f"unknown pose {pose!r}")
        steps.append((pose, float(seconds)))
    return steps


def samples(steps, rate):
    """Yields (t, (x, y, z) in g) at `rate` Hz along the schedule."""
    segments = []  # (start, end, from, to)
    t = 0.0
    previous = None
    for pose, hold in steps:
        target = POSES[pose]
        if previous is not None:
            segments.append((t, t + TURN_SECONDS, previous, target))
            t += TURN_SECONDS
        segments.append((t, t + hold, target, target))
        t += hold
        previous = target
    total = t
    n = int(round(total * rate))
    k = 0
    for i in range(n):
        now = i / rate
        while k < len(segments) - 1 and now >= segments[k][1]:
            k += 1
        start, end, a, b = segments[k]
        f = 0.0 if end == start else min(1.0, max(0.0, (now - start) / (end - start)))
        v = [a[j] + (b[j] - a[j]) * f for j in range(3)]
        norm = math.sqrt(sum(c * c for c in v)) or 1.0
        yield now, tuple(c / norm for c in v)


class Lcg:
    """Deterministic noise, so that every run plays the same trace."""

    def __init__(self, seed=12345):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x7FFFFFFF * 2.0 - 1.0


def cmd_gen(args):
    header = open(args.desc).read().rstrip("\n") + "\n"
    rng = Lcg()
    state = [0, 0, 0]  # uinput devices start at 0
    lines = []
    events = frames = 0
    for t, g in samples(parse_schedule(args.schedule), args.rate):
        stamp = 0.0 if args.zero_deltas else t
        sec = int(stamp)
        usec = int(round((stamp - sec) * 1e6))
        if usec == 1_000_000:
            sec, usec = sec + 1, 0
        ts = f"{sec}.{usec:06d}"
        frame = []
        for axis in range(3):
            value = int(round((g[axis] + rng.next() * args.noise) * args.res))
            if value != state[axis]:
                state[axis] = value
                frame.append((EV_ABS, axis, value))
        frame.append((EV_MSC, MSC_TIMESTAMP, int(round(t * 1e6))))
        frame.append((EV_SYN, SYN_REPORT, 0))
        for typ, code, value in frame:
            lines.append(f"E: {ts} {typ:04x} {code:04x} {value:04d}\n")
        events += len(frame)
        frames += 1
    with open(args.output, "w") as out:
        out.write(header)
        out.writelines(lines)
    print(f"generated {frames} frames, {events} events -> {args.output}")


def read_events(path):
    """(t, type, code, value) of every E: line; header lines are skipped."""
    events = []
    with open(path, errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            if not line.startswith("E: "):
                continue
            body = line[3:].split("#", 1)[0].split()
            if len(body) != 4:
                raise SystemExit(f"{path}:{lineno}: malformed event line")
            events.append((float(body[0]), int(body[1], 16), int(body[2], 16), int(body[3], 10)))
    return events


def frames_of(events):
    """Complete frames, read as a client must (event-codes.rst): on SYN_DROPPED the partial frame
    is dropped and everything up to and including the next SYN_REPORT is ignored."""
    frames, current, drops, skipping = [], [], 0, False
    for t, typ, code, value in events:
        if typ == EV_SYN and code == SYN_DROPPED:
            drops += 1
            current, skipping = [], True
            continue
        if typ == EV_SYN and code == SYN_REPORT:
            if not skipping:
                frames.append(tuple(current))
            current, skipping = [], False
            continue
        current.append((typ, code, value))
    return frames, drops


def final_state(events):
    state = {}
    for _, typ, code, value in events:
        if typ == EV_ABS:
            state[code] = value
    return [state.get(c) for c in range(3)]


def cmd_stats(args):
    events = read_events(args.file)
    frames, drops = frames_of(events)
    duration = events[-1][0] - events[0][0] if len(events) > 1 else 0.0
    rate = len(events) / duration if duration > 0 else 0.0
    fstate = final_state(events)
    print(
        f"events={len(events)} frames={len(frames)} syn_dropped={drops} "
        f"duration={duration:.3f}s events_per_s={rate:.0f} final={fstate[0]},{fstate[1]},{fstate[2]}"
    )


def schedule_poses(path):
    """The distinct consecutive poses of a schedule file (`pose:seconds,...`)."""
    poses = []
    for pose, _ in parse_schedule(open(path).read().strip()):
        if not poses or poses[-1] != pose:
            poses.append(pose)
    return poses


def header_sign(path):
    """-1 for a recording whose device reports proper acceleration (a game controller's "Motion
    Sensors" node, Configs/frames/drivers.json), so its raw values are the negated gravity
    vector; 1 otherwise."""
    for line in open(path, errors="replace"):
        if line.startswith("N: "):
            return -1 if line.rstrip("\n").endswith("Motion Sensors") else 1
        if line.startswith("E: "):
            break
    return 1


def recorded_poses(events, res, min_frames=20, sign=1):
    res = res * sign
    state = [0, 0, 0]
    sequence, run_pose, run = [], None, 0
    for _, typ, code, value in events:
        if typ == EV_ABS and code < 3:
            state[code] = value
        elif typ == EV_SYN and code == SYN_REPORT:
            pose = classify([s / res for s in state])
            if pose == run_pose:
                run += 1
            else:
                run_pose, run = pose, 1
            if run == min_frames and pose is not None and (not sequence or sequence[-1] != pose):
                sequence.append(pose)
    return sequence


def compare_poses(args):
    """The recording passes through the schedule's poses, in order (dominant-axis classifier)."""
    expected = schedule_poses(args.played)
    events = read_events(args.recorded)
    res = header_resolution(args.recorded) or 8192
    got = recorded_poses(events, res, min_frames=5, sign=header_sign(args.recorded))
    frames, drops = frames_of(events)
    ok = got == expected
    print(f"{'poses match' if ok else 'POSES DIFFER'}: expected {' '.join(expected)}; "
          f"recorded {' '.join(got) or '(none)'} ({len(frames)} frames, {drops} SYN_DROPPED, res {res})")
    return 0 if ok else 1


def watch_orientations(path):
    """Device orientations (consecutive duplicates removed), callbacks and bad lines of a jsonl
    transcript."""
    import json

    got, callbacks, bad = [], 0, 0
    for line in open(path, errors="replace"):
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            record = json.loads(line)
        except ValueError:
            bad += 1
            continue
        if record.get("kind") == "device":
            orientation = (record.get("args") or {}).get("orientation")
            if orientation and (not got or got[-1] != orientation):
                got.append(orientation)
        elif record.get("kind") == "callback":
            callbacks += 1
    return got, callbacks, bad


def compare_watch_final(args):
    """Under a flood: the last device orientation is the schedule's last pose and every reported
    orientation is one of the schedule's, in schedule order (no phantom rotation)."""
    expected = schedule_poses(args.played)
    got, callbacks, bad = watch_orientations(args.recorded)
    it = iter(expected)
    in_order = all(any(o == e for e in it) for o in got)
    ok = bool(got) and got[-1] == expected[-1] and in_order and bad == 0
    print(f"{'final orientation right' if ok else 'WRONG'}: expected a subsequence of "
          f"{' '.join(expected)} ending in {expected[-1]}; watch reported {' '.join(got) or '(none)'}; "
          f"{callbacks} callbacks, {bad} unparsable lines")
    return 0 if ok else 1


def compare_watch(args):
    """`orientsim watch --format jsonl`: its device records follow the schedule's poses, and the
    default scene's rotation callbacks (viewWillTransition etc.) appear."""
    expected = schedule_poses(args.played)
    got, callbacks, bad = watch_orientations(args.recorded)
    # The engine starts in portrait, so a schedule that starts there reports no change for it.
    if expected and expected[0] == "portrait" and got[:1] != ["portrait"]:
        expected = expected[1:]
    ok = got == expected and bad == 0 and callbacks > 0
    print(f"{'orientations match' if ok else 'ORIENTATIONS DIFFER'}: expected {' '.join(expected)}; "
          f"watch reported {' '.join(got) or '(none)'}; {callbacks} callbacks, {bad} unparsable lines")
    return 0 if ok else 1


def header_resolution(path):
    for line in open(path, errors="replace"):
        if line.startswith("A: 00 "):
            parts = line.split()
            return int(parts[6]) if len(parts) > 6 else None
        if line.startswith("E: "):
            break
    return None


def header_absinfo(path):
    """{code: (min, max, fuzz)} from the A: lines of an evemu header."""
    info = {}
    for line in open(path, errors="replace"):
        if line.startswith("E: "):
            break
        if line.startswith("A: "):
            parts = line.split()
            info[int(parts[1], 16)] = (int(parts[2]), int(parts[3]), int(parts[4]))
    return info


def defuzz(old, new, fuzz):
    """drivers/input/input.c: input_defuzz_abs_event."""
    if fuzz:
        if old - fuzz // 2 < new < old + fuzz // 2:
            return old
        if old - fuzz < new < old + fuzz:
            return (old * 3 + new) // 4
        if old - fuzz * 2 < new < old + fuzz * 2:
            return (old + new) // 2
    return new


def kernel_filter(events, absinfo):
    """What readers get when `events` are written into a fresh uinput device with `absinfo`:
    values defuzzed and clamped to nothing new, unchanged axis values dropped, frames left empty
    dropped (input core only passes a packet holding more than its SYN_REPORT)."""
    state = {code: 0 for code in absinfo}
    out, frame = [], []
    for t, typ, code, value in events:
        if typ == EV_SYN and code == SYN_DROPPED:
            continue
        if typ == EV_SYN and code == SYN_REPORT:
            if frame:
                out.extend(frame)
                out.append((t, typ, code, value))
            frame = []
            continue
        if typ == EV_ABS:
            value = defuzz(state.get(code, 0), value, absinfo.get(code, (0, 0, 0))[2])
            if value == state.get(code):
                continue
            state[code] = value
        frame.append((t, typ, code, value))
    return out


def cmd_compare(args):
    if args.kernel:
        filtered = kernel_filter(read_events(args.played), header_absinfo(args.played))
        played = [(t, c, v) for _, t, c, v in filtered]
        recorded = [(t, c, v) for _, t, c, v in read_events(args.recorded)]
        raw = sum(1 for line in open(args.played) if line.startswith("E: "))
        summary = f"played={raw} after kernel filtering={len(played)} recorded={len(recorded)}"
        if recorded == played:
            print(f"identical after kernel filtering: {summary}")
            return 0
        i = next((i for i, (a, b) in enumerate(zip(played, recorded)) if a != b), min(len(played), len(recorded)))
        print(f"MISMATCH at event {i}: expected {played[i] if i < len(played) else None} "
              f"recorded {recorded[i] if i < len(recorded) else None}; {summary}")
        return 1
    if args.poses:
        return compare_poses(args)
    if args.watch:
        return compare_watch(args)
    if args.watch_final:
        return compare_watch_final(args)
    played = [(t, c, v) for _, t, c, v in read_events(args.played)]
    recorded_events = read_events(args.recorded)
    recorded = [(t, c, v) for _, t, c, v in recorded_events]
    drops = sum(1 for e in recorded if e[0] == EV_SYN and e[1] == SYN_DROPPED)
    summary = f"played={len(played)} recorded={len(recorded)} syn_dropped={drops}"
    if args.prefix:
        ok = recorded == played[: len(recorded)] and recorded and recorded[-1] == (EV_SYN, SYN_REPORT, 0)
        print(f"{'prefix' if ok else 'NOT A PREFIX'}: {summary} kept={len(recorded)} not_reached={len(played) - len(recorded)}")
        return 0 if ok else 1
    if not (args.allow_drops or args.raw_drops):
        if recorded == played:
            print(f"identical: {summary}")
            return 0
        # The first difference, to make the failure readable.
        i = next((i for i, (a, b) in enumerate(zip(played, recorded)) if a != b), min(len(played), len(recorded)))
        missing = len(played) - i
        # Say whether the difference is lost frames (SYN_DROPPED, a slow reader) or corruption.
        played_frames, _ = frames_of(read_events(args.played))
        known = set(played_frames)
        recorded_frames, _ = frames_of(recorded_events)
        unknown = sum(1 for f in recorded_frames if f not in known)
        print(
            f"MISMATCH at event {i}: played {played[i] if i < len(played) else None} "
            f"recorded {recorded[i] if i < len(recorded) else None}; {summary}; "
            f"{missing} played events from there on not matched; frames played "
            f"{len(played_frames)}, kept {len(recorded_frames)}, not played {unknown}"
        )
        return 1
    # With drops allowed: every recorded frame must be one that was played (or a resync frame
    # holding the device's state), in the order played.
    played_events = read_events(args.played)
    played_frames, played_drops = frames_of(played_events)
    known = set(played_frames)
    recorded_frames, _ = frames_of(recorded_events)
    # A frame that was never played is allowed only as a reader's resync frame after SYN_DROPPED:
    # axis values alone (libevdev's synthesized state), no MSC_TIMESTAMP. When the reference is
    # itself a recording that lost frames, the frames it lost cannot be judged.
    strange = [f for f in recorded_frames if f not in known and any(e[0] != EV_ABS for e in f)]
    unjudged = len(strange) if played_drops else 0
    order_ok = in_order(recorded_frames, played_frames)
    if args.raw_drops:
        # A reader of the raw event stream (evemu-record) does not resync after SYN_DROPPED: an
        # axis whose last change was lost keeps the reader's older value. Only the changes played
        # from the reader's last resumption on are certain to arrive.
        final_ok = raw_final_ok(played_frames, recorded_events)
    elif played_drops:
        final_ok = True  # the reference lost its own final state
    else:
        final_ok = final_state(played_events) == final_state(recorded_events)
    print(
        f"{summary} frames_played={len(played_frames)} frames_kept={len(recorded_frames)} "
        f"frames_lost={len(played_frames) - len(recorded_frames)} unknown_frames={len(strange)}"
        f"{f' (reference lost {played_drops} times)' if played_drops else ''} "
        f"in_order={order_ok} final_state_equal={final_ok}"
    )
    return 0 if final_ok and order_ok and len(strange) == unjudged else 1


def in_order(recorded_frames, played_frames):
    """Whether the recorded frames that were played appear in the order played."""
    position = {}
    for i, f in enumerate(played_frames):
        position.setdefault(f, i)
    last = -1
    for f in recorded_frames:
        i = position.get(f)
        if i is None:
            continue
        if i < last:
            return False
        last = i
    return True


def raw_final_ok(played_frames, recorded_events):
    """The final state a raw reader must end in: after its last SYN_DROPPED it resumes at some
    played frame, and from there every axis change reaches it. An axis with no change from there
    on keeps whatever the reader saw before, which the kernel does not resend."""
    last_drop = max((i for i, e in enumerate(recorded_events) if e[1] == EV_SYN and e[2] == SYN_DROPPED), default=None)
    if last_drop is None:
        resume = 0
    else:
        after, _ = frames_of(recorded_events[last_drop:])
        index = {f: i for i, f in enumerate(played_frames)}
        resume = next((index[f] for f in after if f in index), len(played_frames))
    expected = {}
    for f in played_frames[resume:]:
        for typ, code, value in f:
            if typ == EV_ABS:
                expected[code] = value
    got = final_state(recorded_events)
    return all(expected.get(c) is None or expected[c] == got[c] for c in range(3))


def classify(v):
    """Dominant-axis pose of a gravity vector in g (a sanity check, not orientsim's detector)."""
    axis = max(range(3), key=lambda i: abs(v[i]))
    if abs(v[axis]) < 0.8:
        return None
    for name, vec in POSES.items():
        if vec[axis] != 0 and (vec[axis] > 0) == (v[axis] > 0):
            return name
    return None


def cmd_poses(args):
    print(" ".join(recorded_poses(read_events(args.file), args.res, args.min_frames)))


def cmd_node(args):
    deadline = time.monotonic() + args.timeout
    while True:
        for path in sorted(glob.glob("/sys/class/input/event*/device/name")):
            try:
                name = open(path).read().strip()
            except OSError:
                continue
            if name == args.name:
                print("/dev/input/" + path.split("/")[4])
                return 0
        if time.monotonic() > deadline:
            print(f"no input device named {args.name!r}", file=sys.stderr)
            return 1
        time.sleep(0.05)


def cmd_info(args):
    ev = os.path.basename(args.node)
    base = f"/sys/class/input/{ev}/device"
    name = open(f"{base}/name").read().strip()
    props = int(open(f"{base}/properties").read().strip(), 16)
    out = [f"name={name!r}", f"accelerometer_prop={bool(props & (1 << 6))}"]
    EVIOCGABS = lambda axis: (2 << 30) | (24 << 16) | (ord("E") << 8) | (0x40 + axis)  # noqa: E731
    with open(args.node, "rb") as f:
        for axis, label in enumerate("XYZ"):
            buf = fcntl.ioctl(f.fileno(), EVIOCGABS(axis), bytes(24))
            value, lo, hi, fuzz, flat, res = struct.unpack("6i", buf)
            out.append(f"ABS_{label}=[{lo},{hi}] fuzz={fuzz} res={res} value={value}")
    print(" ".join(out))


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("--desc", required=True)
    g.add_argument("--schedule", required=True)
    g.add_argument("--rate", type=float, default=250)
    g.add_argument("--res", type=int, default=8192)
    g.add_argument("--noise", type=float, default=0.01)
    g.add_argument("--zero-deltas", action="store_true")
    g.add_argument("-o", "--output", required=True)
    c = sub.add_parser("compare")
    c.add_argument("played")
    c.add_argument("recorded")
    c.add_argument("--allow-drops", "--drops", action="store_true", help="a reader that resyncs")
    c.add_argument("--raw-drops", action="store_true", help="a raw reader: no resync")
    c.add_argument("--exact", action="store_true", help="the default")
    c.add_argument("--prefix", action="store_true")
    c.add_argument("--kernel", action="store_true", help="expect PLAYED as the kernel filters it")
    c.add_argument("--poses", action="store_true", help="PLAYED is a schedule file")
    c.add_argument("--watch", action="store_true", help="PLAYED is a schedule, RECORDED jsonl")
    c.add_argument("--watch-final", action="store_true", help="as --watch, under SYN_DROPPED")
    s = sub.add_parser("stats")
    s.add_argument("file")
    q = sub.add_parser("poses")
    q.add_argument("file")
    q.add_argument("--res", type=int, default=8192)
    q.add_argument("--min-frames", type=int, default=20)
    n = sub.add_parser("node")
    n.add_argument("name")
    n.add_argument("--timeout", type=float, default=10)
    i = sub.add_parser("info")
    i.add_argument("node")
    args = p.parse_args()
    handler = {"gen": cmd_gen, "compare": cmd_compare, "stats": cmd_stats, "poses": cmd_poses,
               "node": cmd_node, "info": cmd_info}[args.cmd]
    sys.exit(handler(args) or 0)


if __name__ == "__main__":
    main()
