import { zRegister } from '@gems/contracts';
import { Alert, Button, Divider, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import type { RegisterInput } from './auth-api';
import { EmailField, PasswordFields } from './credential-fields';
import { registerFieldErrors, type RegisterField } from './register-errors';
import { zRegisterStepOne, zRegisterStepTwo } from './register-schemas';
import { useRegister } from './use-auth';
import { SocialSignIn } from '../components/social-sign-in';
import { validate, type FieldErrors } from '../forms/field-errors';
import { usePageTitle } from '../layout/use-page-title';
import { AuthCard } from './auth-card';
import { FormField } from '../forms/form-field';

type Values = Record<RegisterField, string>;
const STEP_ONE_FIELDS: RegisterField[] = ['email', 'password', 'confirmPassword'];

export function RegisterPage() {
  usePageTitle('Sign up');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Values>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [choosingUsername, setChoosingUsername] = useState(false);

  const change = (field: RegisterField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function continueToUsername() {
    const step = validate<typeof zRegisterStepOne, RegisterField>(zRegisterStepOne, values);
    if (!step.ok) return setErrors(step.errors);
    setFailure(null);
    setChoosingUsername(true);
  }

  async function createAccount() {
    setFailure(null);
    const step = validate<typeof zRegisterStepTwo, RegisterField>(zRegisterStepTwo, values);
    if (!step.ok) return setErrors(step.errors);
    const all = validate<typeof zRegister, RegisterField>(zRegister, {
      ...values,
      firstName: '',
      lastName: '',
    });
    if (!all.ok) return showErrors(all.errors, null);
    const input: RegisterInput = { ...all.data, firstName: '', lastName: '' };
    try {
      await register.mutateAsync({ input, referralCode: params.get('ref') });
      navigate('/');
    } catch (err) {
      showErrors(registerFieldErrors(err), errorMessage(err));
    }
  }

  /** Errors on the first step's fields close the dialog so the user sees them where they typed. */
  function showErrors(found: FieldErrors<RegisterField>, message: string | null) {
    setErrors(found);
    const onStepOne = STEP_ONE_FIELDS.some((field) => found[field]);
    if (onStepOne) setChoosingUsername(false);
    if (!onStepOne && !found.username) setFailure(message);
  }

  return (
    <AuthCard title="Create your account" subtitle="Start saving and sharing your favorite things">
      <SocialSignIn />
      <Divider plain>or sign up with email</Divider>
      <Form layout="vertical" onFinish={continueToUsername} requiredMark={false}>
        {failure && !choosingUsername ? (
          <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <EmailField
          id="register-email"
          value={values.email}
          error={errors.email}
          onChange={change('email')}
          placeholder="you@example.com"
        />
        <PasswordFields
          idPrefix="register"
          label="Password"
          values={values}
          errors={errors}
          onChange={(field, value) => change(field)(value)}
        />
        <Button type="primary" htmlType="submit" block size="large">
          Continue
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          Already have an account? <Link to="/login">Sign in</Link>
        </Typography.Text>
      </Flex>

      <Modal
        open={choosingUsername}
        title="Choose Your Username"
        onCancel={() => setChoosingUsername(false)}
        footer={[
          <Button key="back" onClick={() => setChoosingUsername(false)} disabled={register.isPending}>
            Back
          </Button>,
          <Button
            key="create"
            type="primary"
            loading={register.isPending}
            onClick={() => void createAccount()}
          >
            {register.isPending ? 'Creating account...' : 'Create Account'}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">
          This is how other curators will find you.
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void createAccount()} requiredMark={false}>
          {failure ? (
            <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
          ) : null}
          <FormField label="Username" htmlFor="register-username" error={errors.username}>
            <Input
              id="register-username"
              autoComplete="username"
              autoFocus
              value={values.username}
              onChange={(event) => change('username')(event.target.value)}
            />
          </FormField>
        </Form>
      </Modal>
    </AuthCard>
  );
}
