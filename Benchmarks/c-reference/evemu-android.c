/*
 * evemu-android: the C yardstick for `orientsim replay`.
 *
 * Does the work orientsim's replay does up to the detector, the way a C programmer would with
 * the stock libraries: reads an evemu recording through libevemu's public API, assembles evdev
 * frames, converts to g and runs a literal port of Android's
 * WindowOrientationListener.AccelSensorJudge.onSensorChanged. No UIKit engine, no output
 * records: this is the floor orientsim's replay is compared against.
 *
 * The judge follows the line-by-line Swift reference port in
 * Tests/OrientationCoreTests/DetectionAndroidReferenceTests.swift (ReferenceAndroidJudge) and
 * research/linux-input.md §4, with the same conventions, so that its proposals can be
 * compared one for one with orientsim's device-orientation changes:
 *   - the judge sees -sample * 9.80665 m/s² (samples are in g in the device frame; Android's
 *     vector points up, towards the sky);
 *   - time in ns is llround(t * 1e9), t the event time in seconds;
 *   - doubles throughout (Android uses float), libm asin/atan2, Java's Math.round;
 *   - the 200-entry tilt history ring, walked as Android walks it;
 *   - the window manager's current rotation is the last proposal fed back;
 *   - there is no touch input, so the touch lock-out never holds.
 *
 * Build: cc -std=c11 -O2 evemu-android.c $(pkg-config --cflags --libs evemu) -lm
 *   (Debian's libevemu-dev ships the pkg-config module as "evemu", not "libevemu")
 *
 * Usage: evemu-android [--proposals] [--lines N] TRACE.evemu
 *   --proposals  print every onProposedRotationChanged call: "t rotation name [again]"
 *   --lines N    the file's line count for lines/s; without it the lines (and the E: lines,
 *                to check libevemu's event count) are counted in a second pass that is not
 *                part of the timed run.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <evemu.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>

/* ---- WindowOrientationListener.AccelSensorJudge constants (Android's names) ---- */

#define NANOS_PER_MS INT64_C(1000000)
/* SensorManager.STANDARD_GRAVITY */
static const double STANDARD_GRAVITY = 9.80665;
/* Cut-off of about 0.8 Hz: "100 ms seems to be too small and 500 ms is too large". */
static const double FILTER_TIME_CONSTANT_MS = 200.0;
/* A longer gap, time going backwards or a zero vector resets the judge. */
static const int64_t MAX_FILTER_DELTA_TIME_NANOS = 1000 * NANOS_PER_MS;
static const double NEAR_ZERO_MAGNITUDE = 1.0;    /* m/s², free fall */
static const double ACCELERATION_TOLERANCE = 4.0; /* m/s² either side of gravity */
#define MIN_ACCELERATION_MAGNITUDE (STANDARD_GRAVITY - ACCELERATION_TOLERANCE)
#define MAX_ACCELERATION_MAGNITUDE (STANDARD_GRAVITY + ACCELERATION_TOLERANCE)
static const int MAX_TILT = 80;
static const int TILT_OVERHEAD_ENTER = -40;
static const int TILT_OVERHEAD_EXIT = -15;
static const int ADJACENT_ORIENTATION_ANGLE_GAP = 45;
static const int64_t PROPOSAL_SETTLE_TIME_NANOS = 40 * NANOS_PER_MS;
static const int64_t PROPOSAL_MIN_TIME_SINCE_FLAT_ENDED_NANOS = 500 * NANOS_PER_MS;
static const int64_t PROPOSAL_MIN_TIME_SINCE_SWING_ENDED_NANOS = 300 * NANOS_PER_MS;
static const int64_t PROPOSAL_MIN_TIME_SINCE_ACCELERATION_ENDED_NANOS = 500 * NANOS_PER_MS;
static const int64_t PROPOSAL_MIN_TIME_SINCE_TOUCH_END_NANOS = 500 * NANOS_PER_MS;
static const int FLAT_ANGLE = 80;
static const int64_t FLAT_TIME_NANOS = 1000 * NANOS_PER_MS;
static const int SWING_AWAY_ANGLE_DELTA = 20;
static const int64_t SWING_TIME_NANOS = 300 * NANOS_PER_MS;
#define TILT_HISTORY_SIZE 200
/* π as a literal: strict C11 does not define M_PI. Same double as Swift's Double.pi. */
static const double RADIANS_TO_DEGREES = 180.0 / 3.14159265358979323846;
/* Java's Long.MIN_VALUE: "no timestamp", also the history ring's end marker. */
#define NO_TIME INT64_MIN

/* mTiltToleranceConfig: the code defaults, {min, max} tilt for ROTATION_0..270, which a
 * phone's config_autoRotationTiltTolerance may override. */
static const int TILT_TOLERANCE_CONFIG[4][2] = {{-25, 70}, {-25, 65}, {-25, 60}, {-25, 65}};

/* Rotation names as orientsim's AndroidDetector maps Surface.ROTATION_0..270. */
static const char *const ROTATION_NAMES[4] = {"portrait", "landscapeLeft", "portraitUpsideDown",
                                              "landscapeRight"};

/* ---- the judge's state: AccelSensorJudge's fields, plus the listener's mCurrentRotation ---- */

struct judge {
    int current_rotation; /* WindowOrientationListener.mCurrentRotation, fed back */
    int proposed_rotation;
    int predicted_rotation;
    int64_t predicted_rotation_timestamp_nanos;
    int64_t last_filtered_timestamp_nanos;
    double last_filtered_x, last_filtered_y, last_filtered_z;
    int64_t flat_timestamp_nanos;
    int64_t swing_timestamp_nanos;
    int64_t acceleration_timestamp_nanos;
    bool touched;
    int64_t touch_ended_timestamp_nanos;
    bool overhead;
    int tilt_history[TILT_HISTORY_SIZE];
    int64_t tilt_history_timestamp_nanos[TILT_HISTORY_SIZE];
    int tilt_history_index;
};

/* Java's Math.round(double): halves round up; NaN gives 0. */
static long java_round(double value)
{
    return isnan(value) ? 0 : (long)floor(value + 0.5);
}

static void clear_predicted_rotation(struct judge *j)
{
    j->predicted_rotation = -1;
    j->predicted_rotation_timestamp_nanos = NO_TIME;
}

static void update_predicted_rotation(struct judge *j, int64_t now, int rotation)
{
    if (j->predicted_rotation != rotation) {
        j->predicted_rotation = rotation;
        j->predicted_rotation_timestamp_nanos = now;
    }
}

static void clear_tilt_history(struct judge *j)
{
    j->tilt_history_timestamp_nanos[0] = NO_TIME;
    j->tilt_history_index = 1;
}

/* resetLocked(clearCurrentRotation = true). mCurrentRotation belongs to the window manager and
 * survives a reset. */
static void reset(struct judge *j)
{
    j->last_filtered_timestamp_nanos = NO_TIME;
    j->proposed_rotation = -1;
    j->flat_timestamp_nanos = NO_TIME;
    j->swing_timestamp_nanos = NO_TIME;
    j->acceleration_timestamp_nanos = NO_TIME;
    j->overhead = false;
    clear_predicted_rotation(j);
    clear_tilt_history(j);
}

static void judge_init(struct judge *j)
{
    memset(j, 0, sizeof(*j));
    j->current_rotation = -1;
    j->touched = false;
    j->touch_ended_timestamp_nanos = NO_TIME;
    for (int i = 0; i < TILT_HISTORY_SIZE; i++)
        j->tilt_history_timestamp_nanos[i] = NO_TIME;
    reset(j);
}

static void add_tilt_history_entry(struct judge *j, int64_t now, int tilt)
{
    j->tilt_history[j->tilt_history_index] = tilt;
    j->tilt_history_timestamp_nanos[j->tilt_history_index] = now;
    j->tilt_history_index = (j->tilt_history_index + 1) % TILT_HISTORY_SIZE;
    j->tilt_history_timestamp_nanos[j->tilt_history_index] = NO_TIME;
}

/* nextTiltHistoryIndexLocked: one entry back in time, -1 at the end marker. */
static int next_tilt_history_index(const struct judge *j, int index)
{
    index = (index == 0 ? TILT_HISTORY_SIZE : index) - 1;
    return j->tilt_history_timestamp_nanos[index] != NO_TIME ? index : -1;
}

/* isFlatLocked: the tilt has stayed at or above FLAT_ANGLE for FLAT_TIME_NANOS. */
static bool is_flat(const struct judge *j, int64_t now)
{
    for (int i = j->tilt_history_index; (i = next_tilt_history_index(j, i)) >= 0;) {
        if (j->tilt_history[i] < FLAT_ANGLE)
            break;
        if (j->tilt_history_timestamp_nanos[i] + FLAT_TIME_NANOS <= now)
            return true;
    }
    return false;
}

/* isSwingingLocked: within SWING_TIME_NANOS the tilt was SWING_AWAY_ANGLE_DELTA lower. */
static bool is_swinging(const struct judge *j, int64_t now, int tilt)
{
    for (int i = j->tilt_history_index; (i = next_tilt_history_index(j, i)) >= 0;) {
        if (j->tilt_history_timestamp_nanos[i] + SWING_TIME_NANOS < now)
            break;
        if (j->tilt_history[i] + SWING_AWAY_ANGLE_DELTA <= tilt)
            return true;
    }
    return false;
}

static bool is_accelerating(double magnitude)
{
    return magnitude < MIN_ACCELERATION_MAGNITUDE || magnitude > MAX_ACCELERATION_MAGNITUDE;
}

static bool is_tilt_angle_acceptable(int rotation, int tilt_angle)
{
    return tilt_angle >= TILT_TOLERANCE_CONFIG[rotation][0] &&
           tilt_angle <= TILT_TOLERANCE_CONFIG[rotation][1];
}

/* isOrientationAngleAcceptableLocked: the 45° gap between adjacent orientations, centred on the
 * current rotation, so that a phone held near 45° does not flip back and forth. */
static bool is_orientation_angle_acceptable(const struct judge *j, int rotation,
                                            int orientation_angle)
{
    const int current_rotation = j->current_rotation;
    if (current_rotation < 0)
        return true;

    /* Same or counter-clockwise neighbour: the lower bound moves up by half the gap. */
    if (rotation == current_rotation || rotation == (current_rotation + 1) % 4) {
        int lower_bound = rotation * 90 - 45 + ADJACENT_ORIENTATION_ANGLE_GAP / 2;
        if (rotation == 0) {
            if (orientation_angle >= 315 && orientation_angle < lower_bound + 360)
                return false;
        } else if (orientation_angle < lower_bound) {
            return false;
        }
    }

    /* Same or clockwise neighbour: the upper bound moves down by half the gap. */
    if (rotation == current_rotation || rotation == (current_rotation + 3) % 4) {
        int upper_bound = rotation * 90 + 45 - ADJACENT_ORIENTATION_ANGLE_GAP / 2;
        if (rotation == 0) {
            if (orientation_angle <= 45 && orientation_angle > upper_bound)
                return false;
        } else if (orientation_angle > upper_bound) {
            return false;
        }
    }
    return true;
}

/* isPredictedRotationAcceptableLocked */
static bool is_predicted_rotation_acceptable(const struct judge *j, int64_t now)
{
    if (now < j->predicted_rotation_timestamp_nanos + PROPOSAL_SETTLE_TIME_NANOS)
        return false;
    if (now < j->flat_timestamp_nanos + PROPOSAL_MIN_TIME_SINCE_FLAT_ENDED_NANOS)
        return false;
    if (now < j->swing_timestamp_nanos + PROPOSAL_MIN_TIME_SINCE_SWING_ENDED_NANOS)
        return false;
    if (now < j->acceleration_timestamp_nanos + PROPOSAL_MIN_TIME_SINCE_ACCELERATION_ENDED_NANOS)
        return false;
    if (j->touched)
        return false;
    if (now < j->touch_ended_timestamp_nanos + PROPOSAL_MIN_TIME_SINCE_TOUCH_END_NANOS)
        return false;
    return true;
}

/* onSensorChanged. Takes the sample in g (device frame) and its time in seconds; returns the
 * rotation passed to onProposedRotationChanged, or -1 when Android would not call it. */
static int on_sensor_changed(struct judge *j, double t, double gx, double gy, double gz)
{
    /* The reference's AccelSample.isUsable: keeps llround and the squares finite. A real
     * evemu trace (int32 values, positive resolution) always passes. */
    if (!(fabs(gx) <= 1e6 && fabs(gy) <= 1e6 && fabs(gz) <= 1e6 && fabs(t) < 1e9))
        return -1;

    double x = -gx * STANDARD_GRAVITY;
    double y = -gy * STANDARD_GRAVITY;
    double z = -gz * STANDARD_GRAVITY;
    const int64_t now = llround(t * 1e9);
    const int64_t then = j->last_filtered_timestamp_nanos;
    bool skip_sample;
    /* Android computes the delta before this test; here it is computed after, because
     * now - Long.MIN_VALUE overflows (defined in Java, undefined in C). */
    if (now < then || now > then + MAX_FILTER_DELTA_TIME_NANOS || (x == 0 && y == 0 && z == 0)) {
        reset(j);
        skip_sample = true;
    } else {
        const double time_delta_ms = (double)(now - then) * 0.000001;
        const double alpha = time_delta_ms / (FILTER_TIME_CONSTANT_MS + time_delta_ms);
        x = alpha * (x - j->last_filtered_x) + j->last_filtered_x;
        y = alpha * (y - j->last_filtered_y) + j->last_filtered_y;
        z = alpha * (z - j->last_filtered_z) + j->last_filtered_z;
        skip_sample = false;
    }
    j->last_filtered_timestamp_nanos = now;
    j->last_filtered_x = x;
    j->last_filtered_y = y;
    j->last_filtered_z = z;

    if (!skip_sample) {
        const double magnitude = sqrt(x * x + y * y + z * z);
        if (magnitude < NEAR_ZERO_MAGNITUDE) {
            clear_predicted_rotation(j);
        } else {
            if (is_accelerating(magnitude))
                j->acceleration_timestamp_nanos = now;

            /* -90 face down .. +90 face up */
            const int tilt_angle = (int)java_round(asin(z / magnitude) * RADIANS_TO_DEGREES);
            add_tilt_history_entry(j, now, tilt_angle);
            if (is_flat(j, now))
                j->flat_timestamp_nanos = now;
            if (is_swinging(j, now, tilt_angle))
                j->swing_timestamp_nanos = now;

            /* Hysteretic "reading in bed" lock. */
            if (tilt_angle <= TILT_OVERHEAD_ENTER)
                j->overhead = true;
            else if (tilt_angle >= TILT_OVERHEAD_EXIT)
                j->overhead = false;

            if (j->overhead) {
                clear_predicted_rotation(j);
            } else if (abs(tilt_angle) > MAX_TILT) {
                clear_predicted_rotation(j);
            } else {
                /* 0..360, clockwise from +y */
                int orientation_angle = (int)java_round(-atan2(-x, y) * RADIANS_TO_DEGREES);
                if (orientation_angle < 0)
                    orientation_angle += 360;
                int nearest_rotation = (orientation_angle + 45) / 90;
                if (nearest_rotation == 4)
                    nearest_rotation = 0;
                if (is_tilt_angle_acceptable(nearest_rotation, tilt_angle) &&
                    is_orientation_angle_acceptable(j, nearest_rotation, orientation_angle))
                    update_predicted_rotation(j, now, nearest_rotation);
                else
                    clear_predicted_rotation(j);
            }
        }
    }

    const int old_proposed_rotation = j->proposed_rotation;
    /* Going to "unknown" is immediate; a rotation waits for every lock-out to expire. */
    if (j->predicted_rotation < 0 || is_predicted_rotation_acceptable(j, now))
        j->proposed_rotation = j->predicted_rotation;

    if (j->proposed_rotation != old_proposed_rotation && j->proposed_rotation >= 0) {
        /* onProposedRotationChanged; the window manager rotates and calls
         * setCurrentRotation, which the reference models by feeding the proposal back. */
        j->current_rotation = j->proposed_rotation;
        return j->proposed_rotation;
    }
    return -1;
}

/* ---- the run ---- */

static double seconds_of(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void usage(FILE *out)
{
    fprintf(out, "usage: evemu-android [--proposals] [--lines N] TRACE.evemu\n");
}

/* Lines and lines starting with "E:" (the lines evemu_read_event accepts), outside the timed
 * run, to check libevemu's event count. */
static int count_lines(const char *path, long long *lines, long long *event_lines)
{
    FILE *fp = fopen(path, "r");
    if (!fp)
        return -1;
    char *line = NULL;
    size_t size = 0;
    *lines = 0;
    *event_lines = 0;
    while (getline(&line, &size, fp) >= 0) {
        ++*lines;
        if (line[0] == 'E' && line[1] == ':')
            ++*event_lines;
    }
    free(line);
    fclose(fp);
    return 0;
}

int main(int argc, char **argv)
{
    const double wall_start = seconds_of(CLOCK_MONOTONIC);
    const double cpu_start = seconds_of(CLOCK_PROCESS_CPUTIME_ID);

    bool print_proposals = false;
    long long lines = -1;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--proposals") == 0) {
            print_proposals = true;
        } else if (strcmp(argv[i], "--lines") == 0 && i + 1 < argc) {
            char *end;
            lines = strtoll(argv[++i], &end, 10);
            if (*end != '\0' || lines < 0) {
                usage(stderr);
                return 2;
            }
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' || path) {
            usage(stderr);
            return 2;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        usage(stderr);
        return 2;
    }

    FILE *fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "evemu-android: %s: %s\n", path, strerror(errno));
        return 66;
    }
    struct stat st;
    const long long bytes = fstat(fileno(fp), &st) == 0 ? (long long)st.st_size : 0;

    struct evemu_device *dev = evemu_new(NULL);
    if (!dev) {
        fprintf(stderr, "evemu-android: out of memory\n");
        return 1;
    }
    if (evemu_read(dev, fp) <= 0) {
        fprintf(stderr, "evemu-android: %s: cannot read the evemu device description\n", path);
        return 65;
    }

    /* Units: value / resolution (units per g, the kernel's absinfo.resolution for an
     * INPUT_PROP_ACCELEROMETER node). No scale table fallback: the yardstick needs it. */
    const int codes[3] = {ABS_X, ABS_Y, ABS_Z};
    double resolution[3];
    for (int a = 0; a < 3; a++) {
        int r = evemu_get_abs_resolution(dev, codes[a]);
        if (r <= 0) {
            fprintf(stderr, "evemu-android: %s: axis %d has no resolution\n", path, codes[a]);
            return 2;
        }
        resolution[a] = r;
    }

    /* Frame assembly as evdev clients do: values are pending until SYN_REPORT commits them.
     * The start values come from the device; an evemu file's A: lines carry none, so libevemu
     * reports 0 (orientsim reads the "# Value" comments of evemu-record instead). */
    int committed[3], pending[3];
    for (int a = 0; a < 3; a++)
        committed[a] = pending[a] = evemu_get_abs_current_value(dev, codes[a]);
    bool skipping_after_drop = false;

    struct judge judge;
    judge_init(&judge);

    long long events = 0, frames = 0, samples = 0, dropped = 0;
    long long proposals = 0;       /* every onProposedRotationChanged call */
    long long proposal_changes = 0; /* calls that name a rotation other than the last one */
    int first_rotation = -1, last_rotation = -1;

    struct input_event ev;
    while (evemu_read_event(fp, &ev) > 0) {
        events++;
        if (ev.type == EV_SYN && ev.code == SYN_REPORT) {
            if (skipping_after_drop) {
                /* The kernel's rule: after SYN_DROPPED, discard up to and including the next
                 * SYN_REPORT. */
                skipping_after_drop = false;
                memcpy(pending, committed, sizeof(pending));
                continue;
            }
            memcpy(committed, pending, sizeof(committed));
            frames++;
            const double t = (double)ev.input_event_sec + (double)ev.input_event_usec / 1e6;
            samples++;
            const int rotation = on_sensor_changed(&judge, t, committed[0] / resolution[0],
                                                   committed[1] / resolution[1],
                                                   committed[2] / resolution[2]);
            if (rotation >= 0) {
                const bool again = rotation == last_rotation;
                proposals++;
                if (!again)
                    proposal_changes++;
                if (first_rotation < 0)
                    first_rotation = rotation;
                last_rotation = rotation;
                if (print_proposals)
                    printf("%.6f %d %s%s\n", t, rotation, ROTATION_NAMES[rotation],
                           again ? " again" : "");
            }
        } else if (ev.type == EV_SYN && ev.code == SYN_DROPPED) {
            dropped++;
            memcpy(pending, committed, sizeof(pending));
            skipping_after_drop = true;
        } else if (!skipping_after_drop && ev.type == EV_ABS) {
            for (int a = 0; a < 3; a++)
                if (ev.code == codes[a])
                    pending[a] = ev.value;
        }
    }
    const bool read_error = ferror(fp);
    fclose(fp);
    evemu_delete(dev);

    const double wall = seconds_of(CLOCK_MONOTONIC) - wall_start;
    const double cpu = seconds_of(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;
    if (read_error) {
        fprintf(stderr, "evemu-android: %s: read error\n", path);
        return 74;
    }

    long long event_lines = -1;
    if (lines < 0 && count_lines(path, &lines, &event_lines) != 0) {
        fprintf(stderr, "evemu-android: %s: %s\n", path, strerror(errno));
        return 74;
    }

    struct rusage usage_self;
    getrusage(RUSAGE_SELF, &usage_self);

    /* key: value lines, named as orientsim's --format summary names the same counts. */
    printf("samples: %lld\n", samples);
    printf("frames: %lld\n", frames);
    printf("events: %lld\n", events);
    if (event_lines >= 0)
        printf("eventLines: %lld%s\n", event_lines,
               event_lines == events ? "" : "  (MISMATCH with events read by libevemu)");
    printf("droppedFrames: %lld\n", dropped);
    printf("proposals: %lld\n", proposals);
    printf("proposalChanges: %lld\n", proposal_changes);
    printf("firstProposedRotation: %d %s\n", first_rotation,
           first_rotation >= 0 ? ROTATION_NAMES[first_rotation] : "none");
    printf("finalProposedRotation: %d %s\n", judge.proposed_rotation,
           judge.proposed_rotation >= 0 ? ROTATION_NAMES[judge.proposed_rotation] : "none");
    printf("lastProposal: %d %s\n", last_rotation,
           last_rotation >= 0 ? ROTATION_NAMES[last_rotation] : "none");
    printf("wallSeconds: %.3f\n", wall);
    printf("cpuSeconds: %.3f\n", cpu);
    printf("lines: %lld\n", lines);
    printf("bytes: %lld\n", bytes);
    printf("linesPerSecond: %.0f\n", wall > 0 ? (double)lines / wall : 0);
    printf("MBPerSecond: %.1f\n", wall > 0 ? (double)bytes / 1e6 / wall : 0);
    printf("peakRSSKiB: %ld\n", usage_self.ru_maxrss);
    return 0;
}
