import LayoutRender

/// What watch mode shows of a session: taken on the thread that evaluated it, drawn on the
/// loop's thread.
public struct SessionScreen: Sendable, Equatable {
  /// What the header calls the script.
  public var title: String
  /// How long the last good rendering took, once there is one.
  public var timings: String?
  /// The report of the last good rendering (empty before the first).
  public var picture: String
}

extension Session {
  /// What watch mode shows of this session now.
  public var screen: SessionScreen { SessionScreen(title: title, timings: timings, picture: lastPicture) }
}

/// A screen of watch mode fitted to the terminal: the header, the status and the key line
/// always show, each cut to the width (the header drops its timings first); the lines between
/// are cut to the width and, when too many, end in a line saying how many more there are.
struct WatchScreen {
  var header: [String]
  var body: [String]
  var footer: [String]

  /// The lines to draw in a terminal of `columns` × `rows`.
  func lines(columns: Int, rows: Int) -> [String] {
    let width = max(columns, 10)
    let room = max(rows - header.count - footer.count, 1)
    var shown = body
    if shown.count > room {
      let hidden = shown.count - (room - 1)
      shown = Array(shown.prefix(room - 1)) + ["… \(Self.grouped(hidden)) more lines (a taller window shows them)"]
    }
    return (header + shown + footer).map { TerminalLine.fitted($0, to: width) }
  }

  /// `100963` as `100,963`: a count people read at a glance.
  static func grouped(_ count: Int) -> String {
    var digits = String(count), groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    return ([Substring(digits)] + groups).joined(separator: ",")
  }
}
