// A SwiftUI list of rows over data the snippet never declares (after a SwiftUI layout reference's
// ForEach examples, as in the seedpaste corpus, file 004): three sample contacts with a name each.
VStack(alignment: .leading, spacing: 12) {
  ForEach(contacts) { contact in
    HStack {
      Image(systemName: "person.crop.circle")
        .font(.title2)
      Text(contact.name)
        .font(.headline)
    }
  }
}
.padding()
