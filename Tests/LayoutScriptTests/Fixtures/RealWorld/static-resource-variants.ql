// Modelled on apple/sample-backyard-birds, LayeredArtworkLibrary/FountainArtwork.swift: a file-level
// array of generated image resources (`ImageResource.Bath.copper, .Bath.slate`, declared by the asset
// catalogue), one picked by index and shown resizable and scaled to fit.
// expect-min-frames: 1
import SwiftUI

private let finishes = [
    ImageResource.Bath.copper, .Bath.slate, .Bath.granite
]

public struct BathArtwork: View {
    var finishIndex: Int

    public init(finish: Int) {
        self.finishIndex = finish
    }

    public var body: some View {
        Image(finishes[finishIndex])
            .resizable()
            .scaledToFit()
    }
}
