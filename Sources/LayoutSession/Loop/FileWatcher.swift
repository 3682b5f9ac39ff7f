import Foundation
import Glibc

/// Tells which of a set of files changed, through inotify on their folders: a folder's watch
/// sees every way an editor saves — a rewrite in place, a new file renamed over the old one
/// (vim, VS Code, JetBrains, `sed -i`), a delete and a re-create — and never needs re-arming
/// when the file's inode changes. A file opened through a symbolic link is watched in the
/// link's folder and in its target's, so a save through the link (vim) is seen too.
public final class FileWatcher {
  /// The inotify descriptor, for the event loop.
  public let descriptor: Int32
  private var folders: [Int32: String] = [:]
  private var files: Set<String> = []
  /// The watched files by the targets of the links among them.
  private var linkedFrom: [String: String] = [:]

  /// A watcher of nothing yet; nil when inotify is not available.
  public init?() {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if descriptor < 0 { return nil }
  }

  deinit { close(descriptor) }

  /// Watches exactly `paths` (and the targets of links among them) from now on.
  public func watch(_ paths: [String]) {
    files = Set(paths.map(Self.absolute))
    linkedFrom = [:]
    for file in files {
      let target = Self.absolute(SymbolicLink.target(of: file))
      if target != file { linkedFrom[target] = file }
    }
    let wanted = Set((Array(files) + linkedFrom.keys).map { ($0 as NSString).deletingLastPathComponent })
    for (watch, folder) in folders where !wanted.contains(folder) {
      inotify_rm_watch(descriptor, watch)
      folders[watch] = nil
    }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    for folder in wanted where !folders.values.contains(folder) {
      let watch = inotify_add_watch(descriptor, folder, mask)
      if watch >= 0 { folders[watch] = folder }
    }
  }

  /// Reads the pending events and returns the watched files they touched, each with what its
  /// last event says of it: a write closed, a file renamed into place or its attributes set
  /// mark it finished; anything else (a write, a truncation, a create, a delete, a rename
  /// away) marks it in progress.
  public func changedFiles() -> [String: FileState] {
    var changed: [String: FileState] = [:]
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return changed }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes { raw in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          return (event.wd, event.mask, Int(event.len))
        }
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let name = String(decoding: buffer[nameStart..<nameStart + length].prefix { $0 != 0 }, as: UTF8.self)
        if let folder = folders[watch] {
          let path = (folder as NSString).appendingPathComponent(name)
          let state: FileState = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_ATTRIB) != 0 ? .finished : .inProgress
          if files.contains(path) { changed[path] = state }
          if let link = linkedFrom[path] { changed[link] = state }
        }
        offset = nameStart + length
      }
    }
  }

  /// `path` made absolute and standard, as the watcher compares paths.
  public static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// What the last event of a file says of it.
public enum FileState: Sendable, Equatable {
  /// Written and closed, renamed into place, or only its attributes changed: safe to read.
  case finished
  /// Being written, truncated, created, deleted or renamed away: a save is under way.
  case inProgress
}
