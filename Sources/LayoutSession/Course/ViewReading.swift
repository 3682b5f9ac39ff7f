import LayoutCore

/// What a goal can read of one view of a layout: its frame's edges and centre, how often it was
/// measured and proposed, and a label's lines.
struct ViewReading {
  let id: Int
  let script: EvaluatedScript
  let result: LayoutResult

  /// The number `property` reads, or nil for `placed` (a truth the caller reads itself).
  func value(of property: String, at location: SourceLocation) throws(Diagnostic) -> Double? {
    switch property {
    case "placed": return nil
    case "measured": return Double(result.log.measurements.indices.contains(id) ? result.log.measurements[id] : 0)
    case "proposals": return Double(result.log.requests.indices.contains(id) ? result.log.requests[id] : 0)
    case "lines": return try Double(lines(at: location))
    default: break
    }
    let frame = try self.frame(at: location)
    switch property {
    case "x", "minX": return frame.minX
    case "y", "minY": return frame.minY
    case "width": return frame.size.width
    case "height": return frame.size.height
    case "midX": return frame.origin.x + frame.size.width / 2
    case "midY": return frame.origin.y + frame.size.height / 2
    case "maxX": return frame.maxX
    case "maxY": return frame.maxY
    default:
      throw Diagnostic("a view has x, y, width, height, minX, midX, maxX, minY, midY, maxY, measured, proposals, "
                       + "lines and placed, not '\(property)'", at: location)
    }
  }

  private func frame(at location: SourceLocation) throws(Diagnostic) -> Rect {
    guard result.frames.indices.contains(id), let frame = result.frames[id] else {
      throw Diagnostic("'\(script.views[id].name)' was not placed, so it has no frame", at: location)
    }
    return frame
  }

  /// A label's lines as it was laid out: its text wrapped in its frame's width.
  private func lines(at location: SourceLocation) throws(Diagnostic) -> Int {
    guard case let .label(text, lines, font) = script.views[id].kind else {
      throw Diagnostic("'\(script.views[id].name)' is not a label, so it has no lines", at: location)
    }
    let frame = try self.frame(at: location)
    guard frame.size.height > 0, frame.size.width > 0 else { return 0 }
    let metrics = TextMetrics(font: font)
    if lines == 1 { return text.characterCount == 0 ? 0 : 1 }
    let wrapped = metrics.wrappedLines(text, width: frame.size.width, lines: lines).count
    return min(wrapped, Int((frame.size.height / metrics.lineHeight).rounded(.down)))
  }
}

/// What a goal can read of all the placed views at once.
struct ViewsReading {
  let result: LayoutResult

  func value(of property: String, at location: SourceLocation) throws(Diagnostic) -> Double {
    let placed = result.frames.indices.filter { result.frames[$0] != nil }
    let measured = placed.map { result.log.measurements.indices.contains($0) ? result.log.measurements[$0] : 0 }
    switch property {
    case "count": return Double(placed.count)
    case "maxMeasured": return Double(measured.max() ?? 0)
    case "totalMeasured": return Double(measured.reduce(0, +))
    default: throw Diagnostic("views has count, maxMeasured and totalMeasured, not '\(property)'", at: location)
    }
  }
}
