extension Duration {
  /// The duration in milliseconds, with fractions: how timings are shown and compared.
  public var milliseconds: Double { self / .milliseconds(1) }
}
