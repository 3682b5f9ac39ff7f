import Foundation

/// Every `:command` of the REPL: its name, how its arguments are written, what it does.
/// `:help` lists them in this order, completion offers their names, and `Session.run`
/// dispatches each with an exhaustive switch.
public enum SessionCommand: String, CaseIterable, Sendable {
  case help, quit, load, reload, save
  case forceSave = "save!"
  case canvas, device
  case dynamicType = "dynamic-type"
  case scale, rtl, ltr, zoom, semantics, tree, json, explain, proposals, constraints, compare, vars, knobs, set, priority, guide, frame, overrides
  case reset, undo, diff, lesson, lessons, check

  /// The name typed after the colon.
  public var name: String { rawValue }

  /// How the arguments are written (empty for none).
  public var arguments: String { details.arguments }

  /// What the command does, in a line.
  public var summary: String { details.summary }

  /// What an argument is, as the usage names it: what Tab offers for it.
  enum Argument {
    /// `NAME`: a view of the script.
    case view
    /// `.alignment`: an alignment whose guide can be set.
    case alignment
    /// `FILE`: a file name (readline completes it).
    case file
    /// `DEVICE`: a device preset's name.
    case device
    /// `SIZE`: a Dynamic Type size.
    case dynamicTypeSize
    /// Anything else: a number, a size, a word.
    case other
  }

  /// The argument at `index` (from 0), as the usage names it.
  func argument(at index: Int) -> Argument {
    let words = arguments.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) }
    guard words.indices.contains(index) else { return .other }
    switch words[index] {
    case "NAME": return .view
    case ".alignment": return .alignment
    case "FILE": return .file
    case "DEVICE": return .device
    case "SIZE": return .dynamicTypeSize
    default: return .other
    }
  }

  /// The command as typed with its arguments: `:canvas WxH [fit]`.
  public var usage: String { ":\(name)" + (arguments.isEmpty ? "" : " \(arguments)") }

  private var details: (arguments: String, summary: String) {
    switch self {
    case .help: ("", "this list")
    case .quit: ("", "leave (also Ctrl-D)")
    case .load: ("FILE", "open another script (the old one's overrides and canvas settings are dropped)")
    case .reload: ("", "read the script file again")
    case .save: ("[FILE]", "write prompt statements, body, knobs, overrides and canvas into the file (backup FILE~)")
    case .forceSave: ("[FILE]", ":save, even over a read-only file")
    case .canvas: ("WxH [fit]", "canvas size (inf for unbounded), exact or fit")
    case .device: ("[DEVICE]", "a device's screen and safe area as the canvas (iPhone SE … iPad); alone, the devices")
    case .dynamicType: ("[SIZE]", "read text styles at a Dynamic Type size (xSmall … large … accessibility5, AX1 … AX5); alone, the sizes")
    case .scale: ("N", "screen scale for pixel-grid rounding")
    case .rtl: ("", "lay out right to left")
    case .ltr: ("", "lay out left to right")
    case .zoom: ("Z", "cells of 1/Z the fitted size")
    case .semantics: ("swiftui|quicklayout|auto", "lay out by SwiftUI's or QuickLayout's rules (auto: the script's choice)")
    case .tree: ("", "every element: frame, proposal, size, flexibility, priority")
    case .json: ("", "the layout as JSON (docs/json.md)")
    case .explain: ("NAME", "every proposal the view received, what it answered, and why (anchors: which constraints decide each edge)")
    case .constraints: ("[NAME]", "an anchors layout's constraints, active or broken, holding or off by how much")
    case .compare: ("", "the layout by QuickLayout's and by SwiftUI's rules side by side")
    case .proposals: ("NAME", "the picture with the size the view's container offered each child, dashed")
    case .vars: ("", "the script's top-level names and values")
    case .knobs: ("", "number every number literal of the body and of the file's SwiftUI views")
    case .set: ("N VALUE", "give knob N a new value (anchors: :set VIEW.ATTRIBUTE.constant VALUE)")
    case .priority: ("NAME N", "override the view's layout priority (anchors: :priority VIEW.ATTRIBUTE N)")
    case .guide: ("NAME .alignment VALUE", "override an alignment guide of the view (.top .bottom .leading .trailing VerticalAlignment.center HorizontalAlignment.center)")
    case .frame: ("NAME WxH", "give the view a fixed frame")
    case .overrides: ("", "list the overrides")
    case .reset: ("", "drop every prompt change, knob, override and canvas setting")
    case .undo: ("", "undo the last change")
    case .diff: ("", "what differs from the file: the changes, and the frames they moved")
    case .lesson: ("[N|next]", "the next lesson (or lesson N), started clean")
    case .lessons: ("", "the lessons, ✓ for those finished")
    case .check: ("", "which goals of the exercise hold; what the others read, and a hint")
    }
  }

  /// The command `name` names: itself, or a unique prefix of one (`:q`, `:ex`).
  static func named(_ name: String) -> Result<SessionCommand, CommandError> {
    if let exact = SessionCommand(rawValue: name) { return .success(exact) }
    // `:save!` is typed whole: a prefix of `save` means `:save`.
    let matches = allCases.filter { $0.name.hasPrefix(name) && $0 != .forceSave }
    if matches.count == 1 { return .success(matches[0]) }
    return .failure(CommandError(matches.isEmpty ? "unknown command ':\(name)'; type :help for the commands"
                                   : "':\(name)' could be " + matches.map(\.usageName).joined(separator: ", ")))
  }

  private var usageName: String { ":" + name }

  /// `:help`.
  public static var helpText: String {
    let width = allCases.map(\.usage.count).max() ?? 0
    let lines = allCases.map { $0.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
    return (["Type a statement (gap = 12, title.text = \"Hi\", let x = UIView()), a layout expression",
             "(it becomes the body) or a command. Brackets left open continue on the next line.", ""]
            + lines).joined(separator: "\n")
  }
}
