// TableSpecKit is the library's one import: the pipeline's stages, each a module of its own
// whose imports point only down the pipeline, and the registries of outputs that tie them
// together.
@_exported import SwiftCodeModel
@_exported import SwiftNaming
@_exported import TableSpecDiagnostics
@_exported import TableSpecFrontEnd
@_exported import TableSpecJSON
@_exported import TableSpecLayoutRules
@_exported import TableSpecTextLayout
@_exported import TableSpecModel
@_exported import TableSpecOutput
@_exported import TableSpecStringCatalog
@_exported import TableSpecStrings
@_exported import TableSpecPictureLayout
@_exported import TableSpecPicturePreview
@_exported import TableSpecSwiftCore
@_exported import TableSpecTextPreview
@_exported import TableSpecUIKit
@_exported import TableSpecSwiftUI
@_exported import TableSpecXML
@_exported import TableSpecStoryboard
@_exported import TableSpecPropertyList
@_exported import TableSpecSpecText
@_exported import TableSpecSettingsBundle
