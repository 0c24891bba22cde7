#ifndef ORIENTSIM_CEVDEV_SHIM_H
#define ORIENTSIM_CEVDEV_SHIM_H

#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <sys/ioctl.h>
#include <sys/signalfd.h>
#include <sys/epoll.h>
#include <poll.h>

/// `input_event.time` is a macro over `input_event_sec`/`input_event_usec` on some ABIs; these
/// accessors hide the difference from Swift.
static inline long orientsim_event_sec(const struct input_event *ev) { return (long)ev->input_event_sec; }
static inline long orientsim_event_usec(const struct input_event *ev) { return (long)ev->input_event_usec; }

#endif
