// Modelled on duckduckgo/iOS, DuckDuckGo/ShortcutsView.swift and ProtonVPN/ios-mac-app,
// Home-macOS/Recents/RecentConnectionOptionsButton.swift: SwiftUI types of Apple's used through the
// app's own extensions of another file — a Color made by `Color(designSystemColor:)`, an Image by
// `Image(icon:)`, a `frame(_:)` overload given a size, a padding of an app's CGFloat constant — and a
// view whose action property has a typealiased closure type given `{ _ in }` in its preview; the
// tiles, their titles and the model are ours.
// expect-min-frames: 6
import SwiftUI

enum Tile: CaseIterable {
    case bookmarks, downloads, settings

    var title: String {
        switch self {
        case .bookmarks: return "Bookmarks"
        case .downloads: return "Downloads"
        case .settings: return "Settings"
        }
    }
}

struct TileButton: View {
    let tile: Tile
    let onTap: TileActions.Handler

    var body: some View {
        VStack(spacing: 6) {
            Image(icon: .bookmarks24)
                .resizable()
                .frame(width: 24, height: 24)
                .frame(.square(40))
                .background(Color(designSystemColor: .surface))
            Text(tile.title)
                .font(.caption)
                .padding(.tileInset)
        }
    }
}

struct TilesView: View {
    let tiles: [Tile]
    let onTap: TileActions.Handler

    var body: some View {
        HStack(spacing: 12) {
            ForEach(tiles, id: \.self) { tile in
                TileButton(tile: tile, onTap: onTap)
            }
        }
    }
}

#Preview {
    TilesView(tiles: Tile.allCases) { _ in }
        .padding()
        .background(Color(designSystemColor: .background))
}
