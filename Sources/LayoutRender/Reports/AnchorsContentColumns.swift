import LayoutCore

/// The last two columns of the frame table for an anchors layout. Auto Layout measures no view
/// and has no flexibility: what takes their place is the one size a view reports of itself,
/// its intrinsic content size, and how each of its lengths came out against it — `fits` (equal),
/// `stretched` (longer: its content hugging gave way) or `compressed` (shorter: its compression
/// resistance gave way); `-` where the view has no intrinsic length on that axis.
struct AnchorsContentColumns {
  static let header = ["intrinsic", "content (h/v)"]

  private var statuses: [Int: [Axis: ContentStatus]] = [:]

  init(_ report: ConstraintsReport) {
    for status in report.content { statuses[status.view, default: [:]][status.axis] = status }
  }

  /// The two cells of `view`.
  func cells(of view: Int) -> [String] {
    let own = statuses[view] ?? [:]
    guard !own.isEmpty else { return ["none", "-/-"] }
    let intrinsic = Axis.allCases.map { own[$0].map { formatPoints($0.intrinsic) } ?? "-" }.joined(separator: "×")
    return [intrinsic, Axis.allCases.map { own[$0].map(Self.outcome) ?? "-" }.joined(separator: "/")]
  }

  private static func outcome(_ status: ContentStatus) -> String {
    if abs(status.length - status.intrinsic) < 1e-6 { return "fits" }
    return status.length > status.intrinsic ? "stretched" : "compressed"
  }
}
