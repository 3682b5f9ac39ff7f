import Foundation

/// Every `:command` of the REPL: its name, how its arguments are written, what it does.
/// `:help` prints this table and completion offers its names.
public enum CommandTable {
  /// One command.
  public struct Entry: Sendable {
    public let name: String
    public let arguments: String
    public let summary: String
  }

  /// The commands in the order `:help` lists them.
  public static let entries: [Entry] = [
    Entry(name: "help", arguments: "", summary: "this list"),
    Entry(name: "quit", arguments: "", summary: "leave (also Ctrl-D)"),
    Entry(name: "load", arguments: "FILE", summary: "open another script (overrides and canvas settings stay)"),
    Entry(name: "reload", arguments: "", summary: "read the script file again"),
    Entry(name: "save", arguments: "[FILE]", summary: "write prompt statements, body, knobs and overrides into the file (backup FILE~)"),
    Entry(name: "canvas", arguments: "WxH [fit]", summary: "canvas size (inf for unbounded), exact or fit"),
    Entry(name: "scale", arguments: "N", summary: "screen scale for pixel-grid rounding"),
    Entry(name: "rtl", arguments: "", summary: "lay out right to left"),
    Entry(name: "ltr", arguments: "", summary: "lay out left to right"),
    Entry(name: "zoom", arguments: "Z", summary: "cells of 1/Z the fitted size"),
    Entry(name: "semantics", arguments: "swiftui|quicklayout|auto", summary: "lay out by SwiftUI's or QuickLayout's rules (auto: the script's choice)"),
    Entry(name: "tree", arguments: "", summary: "every element: frame, proposal, size, flexibility, priority"),
    Entry(name: "json", arguments: "", summary: "the layout as JSON (SPEC 3.1)"),
    Entry(name: "explain", arguments: "NAME", summary: "every proposal the view received, what it answered, and why"),
    Entry(name: "compare", arguments: "", summary: "the layout by QuickLayout's and by SwiftUI's rules side by side"),
    Entry(name: "vars", arguments: "", summary: "the script's top-level names and values"),
    Entry(name: "knobs", arguments: "", summary: "number every number literal of the body"),
    Entry(name: "set", arguments: "N VALUE", summary: "give knob N a new value"),
    Entry(name: "priority", arguments: "NAME N", summary: "override the view's layout priority"),
    Entry(name: "guide", arguments: "NAME .alignment VALUE", summary: "override an alignment guide of the view (.top .bottom .leading .trailing VerticalAlignment.center HorizontalAlignment.center)"),
    Entry(name: "frame", arguments: "NAME WxH", summary: "give the view a fixed frame"),
    Entry(name: "overrides", arguments: "", summary: "list the overrides"),
    Entry(name: "reset", arguments: "", summary: "drop every prompt change, knob, override and canvas setting"),
    Entry(name: "undo", arguments: "", summary: "undo the last change"),
    Entry(name: "diff", arguments: "", summary: "what differs from the file: the changes, and the frames they moved"),
    Entry(name: "lesson", arguments: "[N]", summary: "the next lesson (or lesson N)"),
  ]

  /// `:help`.
  public static var help: String {
    let width = entries.map { $0.name.count + $0.arguments.count }.max()! + 3
    let lines = entries.map { entry in
      let usage = ":\(entry.name)" + (entry.arguments.isEmpty ? "" : " \(entry.arguments)")
      return usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.summary
    }
    return (["Type a statement (gap = 12, title.text = \"Hi\", let x = UIView()), a layout expression",
             "(it becomes the body) or a command. Brackets left open continue on the next line.", ""]
            + lines).joined(separator: "\n")
  }
}
