/// An attribute of a view that an Auto Layout constraint relates (NSLayoutConstraint.Attribute;
/// margins are layout guides, `AnchorsLayout.guides`). Left to right only: `leading` is `left`.
/// A baseline lies at the distance `AnchorsLayout.baselines` gives from the view's top (first)
/// or bottom (last) edge.
public enum AnchorAttribute: String, Sendable, Hashable, CaseIterable {
  case leading, trailing, left, right, centerX, top, bottom, centerY, width, height, firstBaseline, lastBaseline

  /// The axis the attribute measures along.
  public var axis: Axis {
    switch self {
    case .leading, .trailing, .left, .right, .centerX, .width: return .horizontal
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: return .vertical
    }
  }

  /// True for the text baselines.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// True for `width` and `height`, which are lengths rather than positions.
  public var isDimension: Bool { self == .width || self == .height }

  /// How far along the view's length the attribute lies: 0 for its start edge, 0.5 for its
  /// centre, 1 for its end edge; nil for a dimension.
  public var fraction: Double? {
    switch self {
    case .leading, .left, .top, .firstBaseline: return 0
    case .centerX, .centerY: return 0.5
    case .trailing, .right, .bottom, .lastBaseline: return 1
    case .width, .height: return nil
    }
  }

  /// The sign `inwardOffset:` gives the constant: outward edges (trailing, right, bottom) move in by subtracting.
  public var inwardSign: Double {
    switch self {
    case .trailing, .right, .bottom: return -1
    case .leading, .left, .top, .centerX, .centerY, .width, .height, .firstBaseline, .lastBaseline: return 1
    }
  }
}

/// How a constraint compares its two sides.
public enum AnchorRelation: String, Sendable, Hashable {
  case equal = "=="
  case greaterOrEqual = ">="
  case lessOrEqual = "<="
}
