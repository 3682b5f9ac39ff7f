import LayoutCore

/// QuickLayout's pixel-grid rounding for a screen scale. Positions round to the nearest
/// pixel (a value a hair below a half rounds up); sizes never round down. Fractions within
/// 0.0001 of a whole point are taken as whole.
struct PixelGrid: Sendable {
  let scale: Double
  private static let tolerance = 0.0001

  func position(_ value: Double) -> Double {
    round(value) { fraction in
      let nudge = fraction > 0 ? Self.tolerance : -Self.tolerance
      return (fraction * scale + nudge).rounded(.toNearestOrAwayFromZero) / scale
    }
  }

  func size(_ value: Double) -> Double {
    round(value) { fraction in (fraction * scale).rounded(.awayFromZero) / scale }
  }

  func position(_ point: Point) -> Point {
    Point(x: position(point.x), y: position(point.y))
  }

  private func round(_ value: Double, fraction rounding: (Double) -> Double) -> Double {
    guard value.isFinite else { return value }
    let whole = value.rounded(.towardZero)
    let fraction = value - whole
    if abs(fraction) <= Self.tolerance { return whole }
    return whole + rounding(fraction)
  }
}

/// Comparisons with QuickLayout's tolerance of 0.0001, for lengths in points.
enum Fuzzy {
  static let tolerance = 0.0001

  static func equal(_ a: Double, _ b: Double) -> Bool {
    if a.isNaN || b.isNaN { return false }
    if a == b { return true }
    if a.isInfinite || b.isInfinite { return false }
    return abs(a - b) <= tolerance
  }

  static func greater(_ a: Double, than b: Double) -> Bool { a > b && !equal(a, b) }
  static func lessOrEqual(_ a: Double, _ b: Double) -> Bool { a < b || equal(a, b) }
}
