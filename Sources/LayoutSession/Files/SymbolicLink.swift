import Foundation
import Glibc

/// Where a path leads through symbolic links: what `:save` writes and what a watcher must
/// watch when a script is opened through a link.
public enum SymbolicLink {
  /// `path` with every symbolic link of its last component followed (a relative link read
  /// from the link's folder); `path` itself when it is no link. Gives up after 40 links (a loop).
  public static func target(of path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count - 1) }
      }
      guard count > 0 else { return current }
      let destination = String(decoding: buffer[..<count], as: UTF8.self)
      current = destination.hasPrefix("/") ? destination
        : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
    }
    return current
  }
}
