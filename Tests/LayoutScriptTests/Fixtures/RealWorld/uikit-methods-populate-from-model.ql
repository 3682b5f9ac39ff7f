// Modelled on Automattic/pocket-casts-ios, podcasts/FolderPreviewView.swift: a view with no
// initializer of its own whose subviews are made by `setup(title:tiles:)`, which only the app's
// `populate(from playlist:)` and `populateLater(from:)` call; an `@objc` notification handler
// that returns early; tiles placed by frames in layoutSubviews.
// expect-min-frames: 4
import UIKit

class PlaylistPreviewView: UIView {
    private let tileCount = 2
    private let tileGap: CGFloat = 8
    private var tiles: [UIView] = []
    private var titleLabel: UILabel?
    private var playlist: Playlist?

    @objc private func playlistDidChange(_ notification: Notification) {
        guard let playlist else { return }
        populateLater(from: playlist)
    }

    func populate(from playlist: Playlist) {
        self.playlist = playlist
        setup(title: playlist.name, tiles: playlist.artworkIDs)
    }

    func populateLater(from playlist: Playlist) {
        self.playlist = playlist
        setup(title: playlist.name, tiles: [])
    }

    private func setup(title: String, tiles artwork: [String]) {
        makeTitle(title)
        for index in 0 ..< tileCount where index >= tiles.count {
            let tile = UIView()
            tile.backgroundColor = .systemGray5
            addSubview(tile)
            tiles.append(tile)
        }
        layoutTiles()
    }

    private func makeTitle(_ text: String) {
        guard titleLabel == nil else { return }
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
        titleLabel = label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutTiles()
    }

    private func layoutTiles() {
        let side = (bounds.width - tileGap * 3) / 2
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: tileGap + CGFloat(index) * (side + tileGap), y: tileGap, width: side, height: side)
        }
    }
}
