// Modelled on TortugaPower/BookPlayer, BookPlayer/Profile/Profile/ProfileSyncTasksSectionView.swift: a NavigationLink(value:) row of two texts, a computed String(format:) title of another file's localized key, a @State status string that starts empty and that onAppear, onReceive observers and methods fill later, an @Environment key and an @EnvironmentObject theme.
// expect-min-frames: 2
import SwiftUI

struct UploadQueueRowView: View {
  @State private var statusText: String = ""
  @State private var pending = 0

  private var headline: String {
    String(format: "pending_uploads_title".localized, pending)
  }

  @Environment(\.uploadService) private var uploadService
  @EnvironmentObject private var palette: PaletteModel

  var body: some View {
    NavigationLink(value: SettingsRoute.uploads) {
      VStack(alignment: .leading, spacing: 2) {
        Text(headline)
          .font(.body)
          .foregroundStyle(palette.primaryColor)
        Text(statusText)
          .font(.caption)
          .foregroundStyle(palette.secondaryColor)
      }
    }
    .onReceive(uploadService.pendingCountPublisher()) { count in
      guard pending != count else { return }
      pending = count
    }
    .onReceive(NotificationCenter.default.publisher(for: .uploadFinished)) { _ in
      self.statusText = ""
    }
    .onAppear {
      showLastUpload()
    }
  }

  func showLastUpload() {
    let seconds = UserDefaults.standard.double(forKey: "lastUploadTimestamp")
    guard seconds > 0 else { return }
    statusText = "Last upload \(Int(seconds)) s ago"
  }
}
