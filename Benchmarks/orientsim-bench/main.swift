import OrientationCore

print("orientsim-bench: no benchmarks yet")
