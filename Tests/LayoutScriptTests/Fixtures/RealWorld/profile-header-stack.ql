// Modelled on wxxsw/SwiftUI-WeChat, SwiftUI-WeChat/Module/Me/MeView.swift (its private Header): a
// resizable avatar image with a corner radius and a fixed frame, a name and a WeChat-style id in a
// leading VStack, a QR image and a disclosure indicator at the trailing edge, padded.
// expect-min-frames: 5
import SwiftUI

struct MeHeader: View {
    let name = "Jamie"
    let handle = "jamie_88"

    var body: some View {
        HStack(spacing: 16) {
            Image("avatar")
                .resizable()
                .frame(width: 64, height: 64)
                .cornerRadius(8)
            VStack(alignment: .leading, spacing: 6) {
                Text(name)
                    .font(.title2)
                Text("ID: \(handle)")
                    .font(.subheadline)
            }
            Spacer()
            Image(systemName: "qrcode")
            Image(systemName: "chevron.right")
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 24)
    }
}
