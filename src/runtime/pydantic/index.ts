/**
 * Simulated `pydantic` (v2.13 behaviour) and the modules around it: `pydantic_core`,
 * `pydantic.fields`, `pydantic.functional_validators`, `pydantic.alias_generators`,
 * `annotated_types`. What a name here does is documented where it is defined.
 */
import {
  builtin,
  builtinTypes,
  exc,
  isException,
  type PyValue,
  pyError,
  refuseMissingAttribute,
  registerModule,
  sharedNamespace,
  typeOf,
} from '../../engine/api';
import { aliasChoicesType, aliasGenerators, aliasGeneratorType, aliasPathType } from './alias';
import { ConfigDict } from './config';
import { validationInfoType } from './core/call';
import { fieldSerializationInfoType, serializationErrorType, serializationInfoType } from './core/ser-state';
import { serializationCallableType } from './core/serialize-functions';
import { validatorCallableType } from './core/validate-functions';
import { computedField, fieldSerializer, fieldValidator, modelSerializer, modelValidator } from './decorators';
import { coreSchemaGenerationWarning, pydanticDeprecatedSince20, pydanticDeprecationWarning, typedDictExtraConfigWarning } from './deprecation';
import { Field, fieldInfoType, PrivateAttr } from './field-info';
import { fromJson } from './from-json';
import { registerSpecialOrigin, setClassSchema } from './generate';
import { InstanceOf, JsonMarker, SerializeAsAny, SkipValidation } from './markers';
import { annotatedTypes, pydanticMeta, validateAs, withJsonSchema } from './metadata';
import { baseModel } from './model/base';
import { noteWarningsModule } from './serializer-warnings';
import { withConfig } from './with-config';
import './model/methods';
import './model/core-objects';
import { coreHandlerType, coreSchemaAlias, coreSchemaFunctions, getPydanticSchemaType, jsonHandlerType, modelWrapHandlerForm } from './core-schema-py';
import { createModel } from './create-model';
import { modelLikeSchema } from './model-like';
import { urlTypes } from './networks';
import { rootModel } from './root-model';
import { typeAdapterType } from './type-adapter';
import { extraTypes } from './types';
import { pydanticUndefined } from './undefined';
import {
  forbiddenQualifierType,
  importErrorType,
  invalidForJsonSchemaType,
  schemaGenerationErrorType,
  undefinedAnnotationType,
  userErrorType,
} from './user-error';
import { validateCall } from './validate-call';
import { customErrorType, knownErrorType, omitType, schemaErrorType, useDefaultType, validationErrorType } from './validation-error';

setClassSchema((cls, ctx) => modelLikeSchema(cls, ctx));
/** `Json` used bare as an annotation (not subscripted): any JSON. */
registerSpecialOrigin(JsonMarker, () => ({ type: 'json', schema: null }));

/**
 * `pydantic`'s names: static classes, builtin functions and immutable aliases (`StrictInt` is an
 * `Annotated` alias whose metadata Python cannot change), made once and shared by every run's
 * module (`sharedNamespace`); what belongs to one run (`__getattr__`, which loads the run's
 * submodules) is added per run.
 */
const sharedPydantic = sharedNamespace(
  (): Record<string, PyValue> => ({
    BaseModel: baseModel,
    Field,
    PrivateAttr,
    ConfigDict,
    ValidationError: validationErrorType,
    ValidationInfo: validationInfoType,
    ValidatorFunctionWrapHandler: validatorCallableType,
    SerializationInfo: serializationInfoType,
    FieldSerializationInfo: fieldSerializationInfoType,
    SerializerFunctionWrapHandler: serializationCallableType,
    field_validator: fieldValidator,
    model_validator: modelValidator,
    field_serializer: fieldSerializer,
    model_serializer: modelSerializer,
    computed_field: computedField,
    AliasPath: aliasPathType,
    AliasChoices: aliasChoicesType,
    AliasGenerator: aliasGeneratorType,
    Strict: pydanticMeta.Strict,
    AllowInfNan: pydanticMeta.AllowInfNan,
    StringConstraints: pydanticMeta.StringConstraints,
    BeforeValidator: pydanticMeta.BeforeValidator,
    AfterValidator: pydanticMeta.AfterValidator,
    PlainValidator: pydanticMeta.PlainValidator,
    WrapValidator: pydanticMeta.WrapValidator,
    PlainSerializer: pydanticMeta.PlainSerializer,
    WrapSerializer: pydanticMeta.WrapSerializer,
    Discriminator: pydanticMeta.Discriminator,
    Tag: pydanticMeta.Tag,
    SkipValidation,
    SerializeAsAny,
    InstanceOf,
    Json: JsonMarker,
    PydanticUserError: userErrorType,
    PydanticSchemaGenerationError: schemaGenerationErrorType,
    PydanticForbiddenQualifier: forbiddenQualifierType,
    PydanticUndefinedAnnotation: undefinedAnnotationType,
    PydanticImportError: importErrorType,
    PydanticInvalidForJsonSchema: invalidForJsonSchemaType,
    PydanticSerializationError: serializationErrorType,
    PydanticDeprecationWarning: pydanticDeprecationWarning,
    PydanticDeprecatedSince20: pydanticDeprecatedSince20,
    TypeAdapter: typeAdapterType,
    validate_call: validateCall,
    create_model: createModel,
    WithJsonSchema: withJsonSchema,
    ValidateAs: validateAs,
    with_config: withConfig,
    RootModel: rootModel,
    GetCoreSchemaHandler: coreHandlerType,
    GetJsonSchemaHandler: jsonHandlerType,
    GetPydanticSchema: getPydanticSchemaType,
    ModelWrapValidatorHandler: modelWrapHandlerForm,
    VERSION: '2.13.5',
    __version__: '2.13.5',
    ...extraTypes(),
    ...urlTypes(),
  }),
);

registerModule('pydantic', (registry) => {
  noteWarningsModule(() => registry.load('warnings'));
  const ns = sharedPydantic();
  // pydantic's lazy `__getattr__`: `pydantic.dataclasses`, `pydantic.fields`... reach the submodules.
  ns.set(
    '__getattr__',
    builtin('__getattr__', (args) => {
      const name = String(args[0]);
      try {
        return registry.load(`pydantic.${name}`);
      } catch (e) {
        if (!isException(e) || !e.type.isSubclassOf(exc.ModuleNotFoundError)) throw e;
        // A name pydantic has and this explainer lacks is refused by name, as on any library module.
        refuseMissingAttribute(registry.load('pydantic'), name, typeOf);
        throw pyError(exc.AttributeError, `module 'pydantic' has no attribute '${name}'`);
      }
    }),
  );
  return ns;
});
registerModule('pydantic.main', () => ({ BaseModel: baseModel }));
registerModule('pydantic.config', () => ({ ConfigDict }));
registerModule('pydantic.root_model', () => ({ RootModel: rootModel }));
registerModule('pydantic.type_adapter', () => ({ TypeAdapter: typeAdapterType }));
registerModule('pydantic.fields', () => ({ Field, FieldInfo: fieldInfoType, PrivateAttr, computed_field: computedField }));
registerModule('pydantic.functional_validators', () => ({
  field_validator: fieldValidator,
  model_validator: modelValidator,
  BeforeValidator: pydanticMeta.BeforeValidator,
  AfterValidator: pydanticMeta.AfterValidator,
  PlainValidator: pydanticMeta.PlainValidator,
  WrapValidator: pydanticMeta.WrapValidator,
  SkipValidation,
  InstanceOf,
}));
registerModule('pydantic.functional_serializers', () => ({
  field_serializer: fieldSerializer,
  model_serializer: modelSerializer,
  PlainSerializer: pydanticMeta.PlainSerializer,
  WrapSerializer: pydanticMeta.WrapSerializer,
  SerializeAsAny,
}));
registerModule('pydantic.alias_generators', () => ({ ...aliasGenerators }));
registerModule(
  'pydantic.types',
  sharedNamespace(() => ({
    ...extraTypes(),
    Strict: pydanticMeta.Strict,
    AllowInfNan: pydanticMeta.AllowInfNan,
    StringConstraints: pydanticMeta.StringConstraints,
    Json: JsonMarker,
    Discriminator: pydanticMeta.Discriminator,
    Tag: pydanticMeta.Tag,
    GetPydanticSchema: getPydanticSchemaType,
  })),
);
registerModule('pydantic.networks', () => ({ EmailStr: extraTypes().EmailStr, ...urlTypes() }));
registerModule('pydantic.aliases', () => ({ AliasPath: aliasPathType, AliasChoices: aliasChoicesType, AliasGenerator: aliasGeneratorType }));
registerModule('pydantic.annotated_handlers', () => ({ GetCoreSchemaHandler: coreHandlerType, GetJsonSchemaHandler: jsonHandlerType }));
registerModule('pydantic.warnings', () => ({
  PydanticDeprecationWarning: pydanticDeprecationWarning,
  PydanticDeprecatedSince20: pydanticDeprecatedSince20,
  CoreSchemaGenerationWarning: coreSchemaGenerationWarning,
  TypedDictExtraConfigWarning: typedDictExtraConfigWarning,
}));
registerModule('pydantic.version', () => ({ VERSION: '2.13.5' }));
registerModule('pydantic.validate_call_decorator', () => ({ validate_call: validateCall }));
registerModule('pydantic.errors', () => ({
  PydanticUserError: userErrorType,
  PydanticSchemaGenerationError: schemaGenerationErrorType,
  PydanticInvalidForJsonSchema: invalidForJsonSchemaType,
  PydanticForbiddenQualifier: forbiddenQualifierType,
}));
registerModule('pydantic_core', (registry) => ({
  core_schema: registry.load('pydantic_core.core_schema'),
  CoreSchema: coreSchemaAlias,
  ValidationError: validationErrorType,
  SchemaError: schemaErrorType,
  PydanticCustomError: customErrorType,
  PydanticKnownError: knownErrorType,
  PydanticOmit: omitType,
  PydanticUseDefault: useDefaultType,
  PydanticSerializationError: serializationErrorType,
  PydanticUndefined: pydanticUndefined,
  from_json: fromJson,
}));
registerModule('pydantic_core.core_schema', () => ({
  ...coreSchemaFunctions(),
  ValidationInfo: validationInfoType,
  ValidatorFunctionWrapHandler: validatorCallableType,
  SerializationInfo: serializationInfoType,
  FieldSerializationInfo: fieldSerializationInfoType,
  SerializerFunctionWrapHandler: serializationCallableType,
}));
registerModule('annotated_types', () => ({ ...annotatedTypes }));

/** Re-exported for the `copy` module and the trace. */
export { deepCopy } from './core/copy';
export { builtinTypes };
