import LayoutCore

/// What one PinLayout chain (`view.pin.top(14).horizontally().sizeToFit(.width)`, layoutBox/
/// PinLayout) has said of its view, and the frame it makes of it. PinLayout sets frames, not
/// constraints ("No Auto layout constraints attached", its README): each edge given is a
/// coordinate in the superview's bounds, and the frame is worked out when the chain ends, by the
/// rules of its `apply()` (PinLayout 1.10, `PinLayout+Layouting.swift`), read and written anew
/// here:
///
/// | given | the frame on that axis |
/// |---|---|
/// | both edges and a length | the length, at the start edge plus its margin (`justify`/`align` not modelled: left, top) |
/// | both edges | from the start edge plus its margin to the end edge less its margin |
/// | an edge and a length | the length from that edge, inwards by its margin |
/// | the centre and a length | the length centred there, moved by the start margin less the end one |
/// | an edge, or the centre, alone | the view's current length at that place |
/// | a length alone | the length, the origin kept |
///
/// The length is the one given, else the distance between both edges less the margins, else the
/// view's current length — unless `sizeToFit` asks the view: `.width` keeps the width (given or
/// current) and takes the height the view needs at it, `.height` the reverse, `.widthFlexible` /
/// `.heightFlexible` take both of the view's, `.content` (`sizeToFit()`) what it needs at its
/// current size; an aspect ratio makes the missing length of the other. Min and max lengths
/// bound the result; a negative length is refused (the view keeps its own).
struct PinLayoutSpec {
  /// One axis of the chain: the edges and centre as coordinates in the superview, the margins,
  /// the length and its bounds.
  struct Axis {
    var start: Double?
    var end: Double?
    var center: Double?
    var marginStart = 0.0
    var marginEnd = 0.0
    var length: Double?
    var minimum: Double?
    var maximum: Double?

    /// `length` kept within the minimum and maximum.
    func bounded(_ length: Double?) -> Double? {
      guard var length else { return minimum }
      if let maximum { length = min(length, maximum) }
      if let minimum { length = max(length, minimum) }
      return length
    }

    /// The length the chain gives, before any fitting: the one set, else between both edges.
    func resolvedLength(current: Double, keepsCurrent: Bool) -> Double? {
      if let length { return length }
      if let start, let end { return end - start - marginStart - marginEnd }
      return keepsCurrent ? current : nil
    }

    /// The origin and length on this axis of a frame now at `origin` and `current` long, of the
    /// computed `length` (nil when none is known).
    func place(origin: Double, current: Double, length: Double?) -> (origin: Double, length: Double) {
      switch (start, end, center, length) {
      case (let start?, _?, _, let length?): return (start + marginStart, length)
      case (let start?, let end?, _, nil): return (start + marginStart, end - marginEnd - start - marginStart)
      case (let start?, nil, _, let length?): return (start + marginStart, length)
      case (nil, let end?, _, let length?): return (end - marginEnd - length, length)
      case (nil, nil, let center?, let length?): return (center - length / 2 + marginStart - marginEnd, length)
      case (let start?, nil, _, nil): return (start + marginStart, current)
      case (nil, let end?, _, nil): return (end - current - marginEnd, current)
      case (nil, nil, let center?, nil): return (center - current / 2 + marginStart - marginEnd, current)
      case (nil, nil, nil, let length?): return (origin, length)
      case (nil, nil, nil, nil): return (origin, current)
      }
    }
  }

  /// What `sizeToFit(_:)` asks of the view (PinLayout's `FitType`), or an aspect ratio.
  enum Fit {
    case width, height, widthFlexible, heightFlexible, content
    case aspectRatio(Double)
  }

  var horizontal = Axis()
  var vertical = Axis()
  var fit: Fit?
  /// The view's frame when the chain began (`view.pin`).
  var original: Rect

  init(frame: Rect) {
    original = frame
  }

  /// The frame the chain makes; `sizeThatFits` is the view's answer for a size (infinite for
  /// no limit on an axis).
  func frame(sizeThatFits: (Size) -> Size) -> Rect {
    let current = original.size
    var width = horizontal.resolvedLength(current: current.width, keepsCurrent: fit == nil)
    var height = vertical.resolvedLength(current: current.height, keepsCurrent: fit == nil)
    switch fit {
    case .width?, .widthFlexible?:
      let fitWidth = horizontal.bounded(width) ?? current.width
      let fitted = sizeThatFits(Size(width: fitWidth, height: .infinity))
      (width, height) = (fit.isFlexible ? fitted.width : fitWidth, fitted.height)
    case .height?, .heightFlexible?:
      let fitHeight = vertical.bounded(height) ?? current.height
      let fitted = sizeThatFits(Size(width: .infinity, height: fitHeight))
      (width, height) = (fitted.width, fit.isFlexible ? fitted.height : fitHeight)
    case .content?:
      let fitted = sizeThatFits(current)
      (width, height) = (fitted.width, fitted.height)
    case .aspectRatio(let ratio)? where ratio > 0:
      if let known = width, height == nil {
        height = known / ratio
      } else if let known = height, width == nil {
        width = known * ratio
      }
    case .aspectRatio?, nil:
      break
    }
    let boundedWidth = horizontal.bounded(width).flatMap { $0 >= 0 ? $0 : nil }
    let boundedHeight = vertical.bounded(height).flatMap { $0 >= 0 ? $0 : nil }
    let x = horizontal.place(origin: original.origin.x, current: current.width, length: boundedWidth)
    let y = vertical.place(origin: original.origin.y, current: current.height, length: boundedHeight)
    return Rect(x: x.origin, y: y.origin, width: x.length >= 0 ? x.length : current.width, height: y.length >= 0 ? y.length : current.height)
  }
}

private extension Optional where Wrapped == PinLayoutSpec.Fit {
  /// True for the flexible fits, which take the view's own length on the axis given too.
  var isFlexible: Bool {
    switch self {
    case .widthFlexible?, .heightFlexible?: return true
    default: return false
    }
  }
}
