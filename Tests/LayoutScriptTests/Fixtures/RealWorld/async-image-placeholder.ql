// Modelled on build-trust/ockam, implementations/swift/ockam/ockam_app/Ockam/ProfilePicture.swift:
// `if let url = url` choosing an AsyncImage with content and placeholder closures, or a symbol,
// from @State properties with semicolons, sized by a stored CGFloat.
// expect-min-frames: 1
import SwiftUI

struct Portrait: View {
    @State var url: String?;
    @State var symbol = "person.crop.circle";
    @State var side: CGFloat = 64;

    var body: some View {
        if let url = url {
            AsyncImage(
                url: URL(string: url),
                content: { image in
                    image.resizable()
                        .aspectRatio(contentMode: .fit)
                },
                placeholder: {
                    Image(systemName: symbol)
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(maxWidth: side, maxHeight: side)
                }
            ).frame(width: side, height: side)
        } else {
            Image(systemName: symbol)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: side, height: side)
        }
    }
}
