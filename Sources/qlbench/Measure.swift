import LayoutCore
import Foundation

/// Timing and memory figures for the benchmark.
enum Measure {
  /// The median wall time of `runs` calls of `work`, in milliseconds.
  static func medianMilliseconds(runs: Int, _ work: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let elapsed = clock.measure(work)
      samples.append(elapsed.milliseconds)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// The process's peak resident memory in MiB (Linux `VmHWM`), nil where unknown.
  static func peakMemoryMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kilobytes / 1024
  }
}
