// The bundled driver table (frame and scale entries): a copy of Configs/frames/drivers.json,
// compiled in so that the binary needs no files. Written by scripts/update-frame-table;
// DriverFrameTests checks that the two are the same.

extension DriverFrameTable {
  /// The text of `Configs/frames/drivers.json`.
  static let builtInJSON = #"""
    {
      "version": 1,
      "entries": [
        {
          "id": "orientsim",
          "bus": "input",
          "name": ["orientsim *"],
          "convention": "internal",
          "why": "traces and devices orientsim writes (CSV, synth, record of an IIO device, the test devices) carry samples already in orientsim's internal frame: x right, y top, z out of the screen, gravity in g",
          "source": "orientsim's own writers (SPEC §7)"
        },
        {
          "id": "hid-sensor-accel-3d",
          "bus": "iio",
          "name": ["accel_3d", "gravity"],
          "convention": "gravity",
          "why": "HID sensor hubs (Intel ISH, AMD SFH, Windows-certified sensors) follow the Windows convention: the gravity vector, -1 g on the axis pointing up",
          "source": "HID Usage Tables, Sensors page 0x20 (Accelerometer 3D 0x73); Windows accelerometer axis convention; drivers/iio/accel/hid-sensor-accel-3d.c passes the values through"
        },
        {
          "id": "game-controller-motion",
          "bus": "input",
          "name": ["* Motion Sensors", "*(IMU)"],
          "convention": "proper-acceleration",
          "why": "game controllers' motion nodes (hid-playstation, hid-sony, hid-steam, hid-nintendo) report proper acceleration: +1 g on the axis pointing up",
          "source": "drivers/hid/hid-playstation.c, hid-sony.c, hid-steam.c, hid-nintendo.c (calibrated accelerometer values as the sensor measures them)"
        },
        {
          "id": "iio-native",
          "bus": "iio",
          "name": ["*"],
          "convention": "proper-acceleration",
          "why": "native IIO accelerometer drivers (bmc150-accel, kxcjk-1013, mxc4005, st_accel, cros-ec-accel, ...) report proper acceleration, as the sensor measures it: +1 g on the axis pointing up",
          "source": "Documentation/ABI/testing/sysfs-bus-iio (in_accel_*_raw: acceleration); the chips' data sheets"
        }
      ],
      "scales": [
        {"driver": "hid-playstation", "nameContains": "Motion Sensors", "unitsPerG": 8192, "setsResolution": true, "documented": true},
        {"driver": "hid-sony", "nameContains": "Motion Sensors", "unitsPerG": 113, "setsResolution": true, "documented": true},
        {"driver": "hid-nintendo", "nameContains": "(IMU)", "unitsPerG": 4096, "setsResolution": true, "documented": true},
        {"driver": "hid-steam", "nameContains": "Motion Sensors", "unitsPerG": null, "setsResolution": true, "documented": true},
        {"driver": "wacom_wac", "nameContains": "Wacom", "unitsPerG": 1024, "setsResolution": true, "documented": true},
        {"driver": "hid-wiimote-modules", "nameContains": "Wii Remote Accelerometer", "unitsPerG": null, "setsResolution": false, "documented": false},
        {"driver": "lis3lv02d", "nameContains": "LIS3LV02DL", "unitsPerG": 1000, "setsResolution": false, "documented": false},
        {"driver": "adxl34x", "nameContains": "ADXL34x", "unitsPerG": 256, "setsResolution": false, "documented": false},
        {"driver": "mma8450", "nameContains": "mma8450", "unitsPerG": 1024, "setsResolution": false, "documented": false},
        {"driver": "bma150", "nameContains": "bma150", "unitsPerG": 256, "setsResolution": false, "documented": false},
        {"driver": "hdaps", "nameContains": "hdaps", "unitsPerG": null, "setsResolution": false, "documented": false}
      ]
    }

    """#
}
