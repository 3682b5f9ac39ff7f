// Modelled on deltachat/deltachat-ios, deltachat-ios/Helper/SwiftUI/UncachedMenu.swift: a generic
// wrapper around `Menu` whose content and label are closure properties, the label given to
// `Menu(content:label:)` as the property itself (`label: label`).
// expect-min-frames: 1
import SwiftUI

struct ReloadingMenu<Content: View, Title: View>: View {
    var content: () -> Content
    var title: () -> Title
    @State private var generation = 0

    var body: some View {
        Menu(content: { content().id(generation) }, label: title)
            .onTapGesture { generation += 1 }
    }
}
