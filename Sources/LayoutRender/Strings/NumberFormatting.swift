/// The one way numbers are written for people and files, the whole package over: whole numbers
/// without a fraction (`20`, never `20.0`), others as Swift writes them after rounding, and
/// `inf`, `-inf`, `nan` for the numbers that are not finite.

/// `value` rounded to `decimals` decimals when given (all its digits when nil): `20`, `12.5`,
/// `0.333`, `inf`. A value that rounds to a whole number prints as one, `-0` as `0`.
public func formatNumber(_ value: Double, decimals: Int? = nil) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  // Too large for a fraction to show (and to scale without overflowing): as Swift writes it,
  // every digit, or for people (decimals given) to four significant digits: `1.02e+306`.
  if abs(value) >= 1e15 { return decimals == nil ? String(value) : compactLarge(value) }
  var rounded = value
  if let decimals {
    var scale = 1.0
    for _ in 0..<max(decimals, 0) { scale *= 10 }
    rounded = (value * scale).rounded() / scale
  }
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  return String(rounded)
}

/// `value` (at least 1e15 in size) to four significant digits, without trailing zeros: `9.007e+15`, `-1e+308`.
private func compactLarge(_ value: Double) -> String {
  var mantissa = abs(value), exponent = 0
  while mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  mantissa = (mantissa * 1000).rounded() / 1000
  if mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  if value < 0 { mantissa = -mantissa }
  let digits = mantissa == mantissa.rounded() ? String(Int(mantissa)) : String(mantissa)
  return "\(digits)e+\(exponent)"
}

/// A length in points as reports print it: to three decimals (`40`, `12.5`, `inf`).
public func formatPoints(_ value: Double) -> String { formatNumber(value, decimals: 3) }
